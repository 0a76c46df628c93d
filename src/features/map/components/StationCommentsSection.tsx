'use client'

import { useEffect, useId, useState } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'

import styles from './comments.module.css'
import { CommentForm } from './CommentForm'
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
  const { comments, loadFailed, load } = useCommentPages(stationId, count)
  const total = comments?.total ?? count
  return (
    <section className={styles.comments} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{fill(m.commentsHeading, { count: total })}</h3>
      {loadFailed && <p className={styles.hint}>{m.commentsLoadError}</p>}
      <CommentList comments={comments} localeTag={localeTag} messages={m} onMore={load} />
      <CommentForm
        id={id}
        stationId={stationId}
        locale={locale}
        localeTag={localeTag}
        messages={m}
        formMessages={f}
        captchaConfig={captchaConfig}
      />
    </section>
  )
}

/** The station's approved comments, read again when its approved count changes. */
function useCommentPages(stationId: string, count: number) {
  const [comments, setComments] = useState<Page | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)

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
  return { comments, loadFailed, load }
}

/** The comments read so far (or that there are none), and a button for the next page. */
function CommentList({
  comments,
  localeTag,
  messages: m,
  onMore,
}: {
  comments: Page | null
  localeTag: string
  messages: MapMessages
  onMore: (page: number) => Promise<void>
}) {
  if (!comments) return null
  const date = (iso: string) => formatDate(localeTag, iso, { style: 'medium' })
  return (
    <>
      {comments.items.length === 0 && <p className={styles.hint}>{m.commentsNone}</p>}
      {comments.items.length > 0 && (
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
      {comments.page < comments.pages && (
        <button type="button" className="button" onClick={() => void onMore(comments.page + 1)}>
          {m.commentsMore}
        </button>
      )}
    </>
  )
}
