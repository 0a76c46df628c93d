import type { InputHTMLAttributes, Ref } from 'react'

import styles from './Forms.module.css'

/**
 * The newsletter's e-mail field and button, the same in the server-rendered shell (newsletter.tsx)
 * and the interactive form (NewsletterSignup). No hooks: rendered on the server and in the browser.
 */
export function NewsletterFields(props: {
  id: string
  label: string
  submit: string
  disabled?: boolean
  input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }
}) {
  return (
    <>
      <label htmlFor={`${props.id}-email`}>{props.label}</label>
      <div className={styles.newsletterRow}>
        <input
          id={`${props.id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          aria-required
          {...props.input}
        />
        <button type="submit" className="button button--primary" disabled={props.disabled}>
          {props.submit}
        </button>
      </div>
    </>
  )
}
