import type { CaptchaError } from './captchaClient'
import styles from './Forms.module.css'

/*
 * The markup every form of the site shares, the footer newsletter included: field errors, honeypot,
 * captcha message and status line. The frames of the larger forms' fields are in fields.tsx, apart:
 * the newsletter puts this module on every page. No hooks: usable on the server and in the browser.
 */

export type FormStatus = { kind: 'idle' | 'sending' | 'success' | 'error'; message?: string }

/**
 * A field's error message, tied to its field by `id` (the field's aria-describedby); nothing
 * without one.
 */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null
}

/**
 * The field robots fill and people never see (`website`): a submission with it is dropped. Without
 * `onChange` (a server-rendered shell) the browser keeps what a robot types, and the form carries
 * it over.
 */
export function Honeypot({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value?: string
  onChange?: (value: string) => void
}) {
  const control = onChange
    ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) }
    : {}
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...control} />
    </div>
  )
}

/** Why the captcha could not run (the v2 "prompt" is not an error: the widget itself asks). */
export function CaptchaMessage({
  error,
  strings,
}: {
  error: CaptchaError | undefined
  strings: Record<CaptchaError, string>
}) {
  return error && error !== 'prompt' ? (
    <p className={styles.error} data-captcha-error={error}>
      {strings[error]}
    </p>
  ) : null
}

/** The live region that announces sending's outcome. */
export function StatusLine({ status }: { status: FormStatus }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        status.kind === 'success'
          ? styles.success
          : status.kind === 'error'
            ? styles.failure
            : styles.status
      }
    >
      {status.message ?? ''}
    </p>
  )
}
