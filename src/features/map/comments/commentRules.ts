/** A driver's comment on a station, checked the same way in the browser and on the server. */
export const commentLimits = { name: 80, bodyMin: 3, body: 1000 } as const

export type CommentInput = { authorName: string; body: string }
export type CommentField = keyof CommentInput

/** Trimmed input, or the first field that is not acceptable. */
export function checkComment(input: {
  authorName?: unknown
  body?: unknown
}): { ok: true; value: CommentInput } | { ok: false; field: CommentField } {
  const authorName =
    typeof input.authorName === 'string' ? input.authorName.trim().replace(/\s+/g, ' ') : ''
  const body = typeof input.body === 'string' ? input.body.trim().replace(/\r\n/g, '\n') : ''
  // Control characters other than line breaks and tabs are never part of a real comment.
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
  if (!authorName || authorName.length > commentLimits.name || control.test(authorName))
    return { ok: false, field: 'authorName' }
  if (body.length < commentLimits.bodyMin || body.length > commentLimits.body || control.test(body))
    return { ok: false, field: 'body' }
  return { ok: true, value: { authorName, body } }
}
