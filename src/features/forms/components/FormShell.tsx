import { visibleFields, type FieldDef, type FormName } from '../definitions'
import styles from './Forms.module.css'
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
          <div key={field.name} className={styles.consent}>
            <input {...common} type="checkbox" value="true" />
            <label htmlFor={id}>{label}</label>
            {props.privacyHref ? (
              <a href={props.privacyHref} target="_blank" rel="noopener">
                {strings.privacyLink}
              </a>
            ) : null}
          </div>
        )
      case 'textarea':
        control = <textarea {...common} rows={5} maxLength={field.max} />
        break
      case 'select':
      case 'country':
        control = (
          <select {...common} defaultValue="">
            <option value="">{strings.choose}</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {strings.options[field.name]?.[option] ?? option}
              </option>
            ))}
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
        control = (
          <input
            {...common}
            type={field.kind === 'email' ? 'email' : field.kind === 'linkedin' ? 'url' : 'text'}
            inputMode={field.kind === 'integer' ? 'numeric' : undefined}
            maxLength={field.kind === 'integer' ? 9 : field.max}
          />
        )
    }
    return (
      <div key={field.name} className={field.kind === 'textarea' || field.kind === 'select' ? `${styles.field} ${styles.wide}` : styles.field}>
        <label htmlFor={id}>
          {label}
          {field.required ? null : <span className={styles.optional}> ({strings.optional})</span>}
        </label>
        {control}
      </div>
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
      <p role="status" aria-live="polite" className={styles.status} />
    </form>
  )
}
