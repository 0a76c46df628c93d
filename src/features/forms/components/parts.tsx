import type { ReactNode } from 'react'

import type { FieldDef } from '../definitions'
import type { CaptchaError } from './captchaClient'
import styles from './Forms.module.css'

/*
 * The markup the site's forms share: the server-rendered shell (FormShell), the interactive form
 * (SubmissionForm) and the footer newsletter render their fields, honeypot, captcha message and status
 * line with these, so the shell and the form that replaces it look the same. No hooks: usable on the
 * server and in the browser.
 */

export type FormStatus = { kind: 'idle' | 'sending' | 'success' | 'error'; message?: string }

/** A field's error message, tied to its field by `id` (the field's aria-describedby); nothing without one. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null
}

/** A labelled field: the label (marked optional unless required), the control, its error. */
export function Field(props: { field: FieldDef; id: string; label: ReactNode; optional: string; error?: string; errorId?: string; children: ReactNode }) {
  const { field } = props
  return (
    <div className={field.kind === 'textarea' || field.kind === 'select' ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={props.id}>
        {props.label}
        {field.required ? null : <span className={styles.optional}> ({props.optional})</span>}
      </label>
      {props.children}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  )
}

/** A consent checkbox (`children`) with its label, the privacy policy link and its error. */
export function ConsentField(props: { id: string; label: string; privacyHref?: string; privacyLink: string; error?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={styles.consent}>
      {props.children}
      <label htmlFor={props.id}>{props.label}</label>
      {props.privacyHref ? (
        <a href={props.privacyHref} target="_blank" rel="noopener">
          {props.privacyLink}
        </a>
      ) : null}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  )
}

/** A field of a form by its kind: nothing for a hidden one, the consent frame for a checkbox, else the labelled frame. */
export function FormField(props: {
  field: FieldDef
  id: string
  label: string
  optional: string
  privacyHref?: string
  privacyLink: string
  error?: string
  errorId?: string
  children: ReactNode
}) {
  const { field, id, label, error, errorId } = props
  if (field.kind === 'hidden') return null
  if (field.kind === 'consent')
    return (
      <ConsentField id={id} label={label} privacyHref={props.privacyHref} privacyLink={props.privacyLink} error={error} errorId={errorId}>
        {props.children}
      </ConsentField>
    )
  return (
    <Field field={field} id={id} label={label} optional={props.optional} error={error} errorId={errorId}>
      {props.children}
    </Field>
  )
}

/** The options of a select: an empty "choose" first, then each choice. */
export function ChoiceOptions({ choose, choices }: { choose: string; choices: { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{choose}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  )
}

/** A select field's own options, labelled in the page's language where a label exists. */
export const optionChoices = (field: FieldDef, labels: Record<string, Record<string, string>>) =>
  (field.options ?? []).map((option) => ({ value: option, label: labels[field.name]?.[option] ?? option }))

/** Type, keyboard and length of a one-line text input for a field's kind. */
export const textInputProps = (field: FieldDef) => ({
  type: field.kind === 'email' ? 'email' : field.kind === 'linkedin' ? 'url' : 'text',
  inputMode: field.kind === 'integer' ? ('numeric' as const) : undefined,
  maxLength: field.kind === 'integer' ? 9 : field.max,
})

/** The field robots fill and people never see (`website`): a submission with it is dropped. */
export function Honeypot({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

/** Why the captcha could not run (the v2 "prompt" is not an error: the widget itself asks). */
export function CaptchaMessage({ error, strings }: { error: CaptchaError | undefined; strings: Record<CaptchaError, string> }) {
  return error && error !== 'prompt' ? (
    <p className={styles.error} data-captcha-error={error}>
      {strings[error]}
    </p>
  ) : null
}

/** The live region that announces sending's outcome. */
export function StatusLine({ status }: { status: FormStatus }) {
  return (
    <p role="status" aria-live="polite" className={status.kind === 'success' ? styles.success : status.kind === 'error' ? styles.failure : styles.status}>
      {status.message ?? ''}
    </p>
  )
}
