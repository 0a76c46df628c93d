import { visibleFields, type FieldDef, type FormName } from '../definitions'
import styles from './Forms.module.css'
import { ChoiceOptions, ConsentField, Field, optionChoices, StatusLine, textInputProps } from './parts'
import type { FormStrings } from './SubmissionForm'

/**
 * The server-rendered first look of a form: the same fields, labels and layout SubmissionForm starts
 * with, as plain HTML and without its script. LazySubmissionForm swaps in the interactive form when
 * the shell nears the screen or the visitor touches it, carrying over what was typed and the focus.
 */
export function FormShell(props: { form: Exclude<FormName, 'newsletter'>; strings: FormStrings; defaultCountry: string; defaultDial: string; privacyHref?: string }) {
  const { form, strings } = props
  const idOf = (name: string) => `${form}-shell-${name}`

  function renderField(field: FieldDef) {
    const id = idOf(field.name)
    const common = { id, name: field.name, 'aria-required': field.required || undefined, autoComplete: field.autoComplete }
    const label = strings.labels[field.name] ?? field.name
    let control
    switch (field.kind) {
      case 'hidden':
        return null
      case 'consent':
        return (
          <ConsentField key={field.name} id={id} label={label} privacyHref={props.privacyHref} privacyLink={strings.privacyLink}>
            <input {...common} type="checkbox" value="true" />
          </ConsentField>
        )
      case 'textarea':
        control = <textarea {...common} rows={5} maxLength={field.max} />
        break
      case 'select':
      case 'country':
        control = (
          <select {...common} defaultValue="">
            <ChoiceOptions choose={strings.choose} choices={optionChoices(field, strings.options)} />
          </select>
        )
        break
      case 'phone':
        control = (
          <div className={styles.phone}>
            <button type="button" className={styles.phoneCountry} aria-haspopup="listbox" aria-expanded={false}>
              <span className="visually-hidden">{strings.countryCode}: </span>
              <span>{props.defaultCountry}</span> <span>+{props.defaultDial}</span>
              <span aria-hidden="true" className={styles.caret}>
                ▾
              </span>
            </button>
            <input type="hidden" name={`${field.name}Country`} value={props.defaultCountry} />
            <input {...common} type="tel" inputMode="tel" />
          </div>
        )
        break
      default:
        control = <input {...common} {...textInputProps(field)} />
    }
    return (
      <Field key={field.name} field={field} id={id} label={label} optional={strings.optional}>
        {control}
      </Field>
    )
  }

  return (
    <form className={styles.form} noValidate data-form-shell={form}>
      <div className={styles.grid}>{visibleFields(form, { phoneCountry: props.defaultCountry }).map(renderField)}</div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          {strings.submit}
        </button>
      </div>
      <StatusLine status={{ kind: 'idle' }} />
    </form>
  )
}
