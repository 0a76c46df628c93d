'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'
import { useCaptcha, type CaptchaError } from '@/features/forms/components/captchaClient'

import { checkComment, commentLimits, type CommentField } from '../comments/commentRules'
import styles from './comments.module.css'
import { fill } from '@/lib/fill'
import type { CommentFormMessages, MapMessages } from './types'

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string; field?: CommentField }

type Answer = { message?: string; error?: { message?: string; field?: string } } | null

/**
 * Posts a checked comment in the page's language (so the server's messages, a refusal or a
 * moment's outage, come in it). `answered`: the server answered, so the captcha's token is spent.
 */
async function postComment(
  stationId: string,
  localeTag: string,
  comment: Record<string, unknown>,
  m: MapMessages,
): Promise<{ status: Status; answered: boolean }> {
  try {
    const response = await fetch(`/api/v1/stations/${encodeURIComponent(stationId)}/comments`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': localeTag,
      },
      body: JSON.stringify(comment),
    })
    const answer = (await response.json().catch(() => null)) as Answer
    if (response.ok)
      return {
        status: { kind: 'sent', message: answer?.message ?? m.commentThanks },
        answered: true,
      }
    const field =
      answer?.error?.field === 'authorName' || answer?.error?.field === 'body'
        ? (answer.error.field as CommentField)
        : undefined
    const message =
      (response.status < 500 || response.status === 503) && answer?.error?.message
        ? answer.error.message
        : m.loadError
    return { status: { kind: 'error', field, message }, answered: true }
  } catch {
    return { status: { kind: 'error', message: m.loadError }, answered: false }
  }
}

type Props = {
  id: string
  stationId: string
  locale: string
  localeTag: string
  messages: MapMessages
  formMessages: CommentFormMessages
  captchaConfig?: CaptchaClientConfig
}

/** The form anyone may comment with: checked here first, then by the server; moderated. */
export function CommentForm({
  id,
  stationId,
  locale,
  localeTag,
  messages: m,
  formMessages: f,
  captchaConfig,
}: Props) {
  const {
    name,
    setName,
    body,
    setBody,
    honeypot,
    setHoneypot,
    status,
    captcha,
    nameInputRef,
    bodyInputRef,
    captchaBoxRef,
    submit,
  } = useCommentForm({ stationId, locale, localeTag, messages: m, formMessages: f, captchaConfig })
  const invalid = (field: CommentField) => status.kind === 'error' && status.field === field
  return (
    <form className={styles.commentForm} onSubmit={submit} noValidate aria-labelledby={`${id}-f`}>
      <h4 id={`${id}-f`}>{m.commentFormHeading}</h4>
      <label htmlFor={`${id}-name`}>{m.commentName}</label>
      <input
        ref={nameInputRef}
        id={`${id}-name`}
        name="authorName"
        autoComplete="name"
        required
        maxLength={commentLimits.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={invalid('authorName') || undefined}
        aria-describedby={invalid('authorName') ? `${id}-status` : undefined}
      />
      <label htmlFor={`${id}-body`}>{m.commentBody}</label>
      <textarea
        ref={bodyInputRef}
        id={`${id}-body`}
        name="body"
        rows={3}
        required
        maxLength={commentLimits.body}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={invalid('body') || undefined}
        aria-describedby={`${id}-limit${invalid('body') ? ` ${id}-status` : ''}`}
      />
      <p id={`${id}-limit`} className={styles.hint}>
        {fill(m.commentLimits, { max: commentLimits.body })}
      </p>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{f.honeypot}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {captchaConfig ? <div ref={captchaBoxRef} /> : null}
      {captcha.error && captcha.error !== 'prompt' ? (
        <p className={styles.hint}>{f.captcha[captcha.error]}</p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? f.sending : m.commentSubmit}
      </button>
      <p role="status" className={styles.formOk} data-testid="comment-status">
        {status.kind === 'sent' ? status.message : ''}
      </p>
      <p id={`${id}-status`} role="alert" className={styles.formError}>
        {status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  )
}

/**
 * The form's values and status, and its sending: checked here first, then posted with the
 * captcha's token.
 */
function useCommentForm({
  stationId,
  locale,
  localeTag,
  messages: m,
  formMessages: f,
  captchaConfig,
}: Omit<Props, 'id'>) {
  const [name, setName] = useState('')
  const [body, setBody] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = useCaptcha(captchaConfig, 'station_comment', captchaBox)
  const nameInput = useRef<HTMLInputElement>(null)
  const bodyInput = useRef<HTMLTextAreaElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    const checked = checkComment({ authorName: name, body })
    if (!checked.ok) {
      setStatus({
        kind: 'error',
        field: checked.field,
        message:
          checked.field === 'authorName'
            ? fill(m.commentErrorName, { max: commentLimits.name })
            : fill(m.commentErrorBody, { min: commentLimits.bodyMin, max: commentLimits.body }),
      })
      ;(checked.field === 'authorName' ? nameInput : bodyInput).current?.focus()
      return
    }
    // No token when the captcha is not configured; a captcha failure is shown and stops the post.
    const token = await captcha.getToken().then(
      (token) => ({ token }),
      (code: unknown) =>
        setStatus({ kind: 'error', message: f.captcha[code as CaptchaError] ?? m.loadError }),
    )
    if (!token) return
    const captchaToken = token.token
    setStatus({ kind: 'sending' })
    const posted = await postComment(
      stationId,
      localeTag,
      { ...checked.value, locale, website: honeypot, ...(captchaToken ? { captchaToken } : {}) },
      m,
    )
    if (posted.answered) captcha.reset()
    if (posted.status.kind === 'sent') {
      setName('')
      setBody('')
    }
    setStatus(posted.status)
  }

  return {
    name,
    setName,
    body,
    setBody,
    honeypot,
    setHoneypot,
    status,
    captcha,
    nameInputRef: nameInput,
    bodyInputRef: bodyInput,
    captchaBoxRef: captchaBox,
    submit,
  }
}
