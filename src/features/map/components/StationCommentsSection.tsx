'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'
import { useCaptcha, type CaptchaError } from '@/features/forms/components/captchaClient'

import { checkComment, commentLimits, type CommentField } from '../comments/commentRules'
import styles from './comments.module.css'
import { fill } from '@/lib/fill'
import type { CommentFormMessages, MapMessages } from './types'
import { formatDate } from '@/i18n/format'

export type PublicComment = { id: string; authorName: string; body: string; createdAt: string }
type Page = { total: number; page: number; pages: number; items: PublicComment[] }

type Props = {
  stationId: string
  /** The station's count of approved comments (changes when an editor approves one). */
  count: number
  locale: string
  localeTag: string
  messages: MapMessages
  formMessages: CommentFormMessages
  captcha?: CaptchaClientConfig
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string; field?: CommentField }

/**
 * Approved comments, newest first, a page at a time; and the form anyone may post with (moderated).
 */
export function StationCommentsSection({
  stationId,
  count,
  locale,
  localeTag,
  messages: m,
  formMessages: f,
  captcha: captchaConfig,
}: Props) {
  const id = useId()
  const [comments, setComments] = useState<Page | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [name, setName] = useState('')
  const [body, setBody] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = useCaptcha(captchaConfig, 'station_comment', captchaBox)
  const nameInput = useRef<HTMLInputElement>(null)
  const bodyInput = useRef<HTMLTextAreaElement>(null)

  const load = async (page: number) => {
    try {
      const response = await fetch(
        `/api/v1/stations/${encodeURIComponent(stationId)}/comments?page=${page}`,
        { headers: { Accept: 'application/json' }, cache: 'no-cache' },
      )
      if (!response.ok) throw new Error(String(response.status))
      const next = (await response.json()) as Page
      setComments((before) =>
        page > 1 && before ? { ...next, items: [...before.items, ...next.items] } : next,
      )
      setLoadFailed(false)
    } catch {
      setLoadFailed(true)
    }
  }
  useEffect(() => {
    // The list follows the approved count: an approval elsewhere shows up here. (`load` sets state
    // after its request, not synchronously; it is a new function each render and not a dependency.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stationId, count])

  const date = (iso: string) => formatDate(localeTag, iso, { style: 'medium' })

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
    try {
      const response = await fetch(`/api/v1/stations/${encodeURIComponent(stationId)}/comments`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // The page's language, so the server's messages (a refusal, a moment's outage) come in
          // it.
          'Accept-Language': localeTag,
        },
        body: JSON.stringify({
          ...checked.value,
          locale,
          website: honeypot,
          ...(captchaToken ? { captchaToken } : {}),
        }),
      })
      const answer = (await response.json().catch(() => null)) as {
        message?: string
        error?: { message?: string; field?: string }
      } | null
      captcha.reset()
      if (!response.ok) {
        const field =
          answer?.error?.field === 'authorName' || answer?.error?.field === 'body'
            ? (answer.error.field as CommentField)
            : undefined
        setStatus({
          kind: 'error',
          field,
          message:
            (response.status < 500 || response.status === 503) && answer?.error?.message
              ? answer.error.message
              : m.loadError,
        })
        return
      }
      setName('')
      setBody('')
      setStatus({ kind: 'sent', message: answer?.message ?? m.commentThanks })
    } catch {
      setStatus({ kind: 'error', message: m.loadError })
    }
  }

  const invalid = (field: CommentField) => status.kind === 'error' && status.field === field
  const total = comments?.total ?? count
  return (
    <section className={styles.comments} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{fill(m.commentsHeading, { count: total })}</h3>
      {loadFailed && <p className={styles.hint}>{m.commentsLoadError}</p>}
      {comments && comments.items.length === 0 && <p className={styles.hint}>{m.commentsNone}</p>}
      {comments && comments.items.length > 0 && (
        <ol className={styles.commentList} data-testid="station-comments">
          {comments.items.map((c) => (
            <li key={c.id}>
              <p className={styles.commentBy}>
                {fill(m.commentBy, { name: c.authorName, date: date(c.createdAt) })}
              </p>
              <p className={styles.commentBody}>{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {comments && comments.page < comments.pages && (
        <button type="button" className="button" onClick={() => void load(comments.page + 1)}>
          {m.commentsMore}
        </button>
      )}
      <form className={styles.commentForm} onSubmit={submit} noValidate aria-labelledby={`${id}-f`}>
        <h4 id={`${id}-f`}>{m.commentFormHeading}</h4>
        <label htmlFor={`${id}-name`}>{m.commentName}</label>
        <input
          ref={nameInput}
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
          ref={bodyInput}
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
        {captchaConfig ? <div ref={captchaBox} /> : null}
        {captcha.error && captcha.error !== 'prompt' ? (
          <p className={styles.hint}>{f.captcha[captcha.error]}</p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? f.sending : m.commentSubmit}
        </button>
        <p role="status" className={styles.formOk} data-testid="comment-status">
          {status.kind === 'sent' ? status.message : ''}
        </p>
        <p id={`${id}-status`} role="alert" className={styles.formError}>
          {status.kind === 'error' ? status.message : ''}
        </p>
      </form>
    </section>
  )
}
