import type { ReactNode, RefObject } from 'react'

import type { CaptchaError } from './captchaClient'
import styles from './Forms.module.css'
import { CaptchaMessage, FieldError, StatusLine, type FormStatus } from './parts'

/*
 * The frames of a form's fields and its end, for every form but the footer newsletter: the six
 * forms (through definedFields.tsx) and the shop's order form frame their fields with these, so
 * every form looks and reads the same. No hooks: usable on the server and in the browser.
 */

/**
 * A labelled field: the label (marked optional unless required), the control, its error; `wide`
 * spans both columns of the grid.
 */
export function Field(props: {
  id: string
  label: ReactNode
  required: boolean
  wide?: boolean
  optional: string
  error?: string
  errorId?: string
  children: ReactNode
}) {
  return (
    <div className={props.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? null : <span className={styles.optional}> ({props.optional})</span>}
      </label>
      {props.children}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  )
}

/**
 * A consent checkbox (`children`) with its label (which may hold a link to what is agreed to), a
 * link to read beside it, and its error.
 */
export function ConsentField(props: {
  id: string
  label: ReactNode
  link?: { href: string; text: string }
  error?: string
  errorId?: string
  children: ReactNode
}) {
  return (
    <div className={styles.consent}>
      {props.children}
      <label htmlFor={props.id}>{props.label}</label>
      {props.link ? (
        <a href={props.link.href} target="_blank" rel="noopener">
          {props.link.text}
        </a>
      ) : null}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  )
}

/** Fields that belong together (an address), framed and named by their legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  )
}

/** One of a few choices, as radio buttons named by their legend. */
export function RadioField(props: {
  legend: string
  name: string
  value: string
  choices: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <fieldset className={`${styles.group} ${styles.choices}`}>
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={props.name}
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * How every form ends: the captcha's box (the v2 checkbox, only where a captcha is configured) and
 * message, the submit button (disabled while sending) and the status line.
 */
export function FormFooter({
  status,
  submit,
  sending,
  captchaBox,
  captchaError,
  captchaStrings,
}: {
  status: FormStatus
  submit: string
  sending: string
  captchaBox?: RefObject<HTMLDivElement | null>
  captchaError?: CaptchaError
  captchaStrings?: Record<CaptchaError, string>
}) {
  const busy = status.kind === 'sending'
  return (
    <>
      {captchaBox ? <div ref={captchaBox} className={styles.captcha} /> : null}
      {captchaStrings ? <CaptchaMessage error={captchaError} strings={captchaStrings} /> : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? sending : submit}
        </button>
      </div>
      <StatusLine status={status} />
    </>
  )
}
