import { visibleFields, type FieldDef, type FormName } from '../definitions'
import styles from './Forms.module.css'
import { ChoiceOptions, FormField, optionChoices, textInputProps } from './definedFields'
import { FormFooter } from './fields'
import type { FormStrings } from './SubmissionForm'

/**
 * The server-rendered first look of a form: the same fields, labels and layout SubmissionForm
 * starts with, as plain HTML and without its script. LazyForm swaps in the interactive form when
 * the shell nears the screen or the visitor touches it, carrying over what was typed and the focus.
 */
export function FormShell(props: {
  form: Exclude<FormName, 'newsletter'>
  strings: FormStrings
  defaultCountry: string
  defaultDial: string
  privacyHref?: string
  /** Values the form opens with; LazyForm carries them into the interactive form. */
  initial?: Record<string, string>
}) {
  const { form, strings } = props
  const initial = props.initial ?? {}
  const idOf = (name: string) => `${form}-shell-${name}`

  /** The control of a field as plain HTML: what SubmissionForm renders before its script runs. */
  function control(
    field: FieldDef,
    common: { id: string; name: string; 'aria-required'?: true; autoComplete?: string },
  ) {
    switch (field.kind) {
      case 'consent':
        return <input {...common} type="checkbox" value="true" />
      case 'textarea':
        return (
          <textarea {...common} rows={5} maxLength={field.max} defaultValue={initial[field.name]} />
        )
      case 'select':
      case 'country':
        return (
          <select {...common} defaultValue={initial[field.name] ?? ''}>
            <ChoiceOptions
              choose={strings.choose}
              choices={optionChoices(field, strings.options)}
            />
          </select>
        )
      case 'phone':
        return (
          <div className={styles.phone}>
            <button
              type="button"
              className={styles.phoneCountry}
              aria-haspopup="listbox"
              aria-expanded={false}
            >
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
      default:
        return <input {...common} {...textInputProps(field)} defaultValue={initial[field.name]} />
    }
  }

  function renderField(field: FieldDef) {
    const id = idOf(field.name)
    const common = {
      id,
      name: field.name,
      'aria-required': field.required || undefined,
      autoComplete: field.autoComplete,
    }
    return (
      <FormField
        key={field.name}
        field={field}
        id={id}
        label={strings.labels[field.name] ?? field.name}
        optional={strings.optional}
        privacyHref={props.privacyHref}
        privacyLink={strings.privacyLink}
      >
        {control(field, common)}
      </FormField>
    )
  }

  return (
    <form className={styles.form} noValidate data-form-shell={form}>
      <div className={styles.grid}>
        {visibleFields(form, { ...initial, phoneCountry: props.defaultCountry }).map(renderField)}
      </div>
      <FormFooter status={{ kind: 'idle' }} submit={strings.submit} sending={strings.sending} />
    </form>
  )
}
