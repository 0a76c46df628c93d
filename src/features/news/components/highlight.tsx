import type { ReactNode } from 'react'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The words of a search query (at most 8, at least 2 characters), for highlighting. */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length >= 2),
    ),
  ].slice(0, 8)
}

/** Text with every occurrence of the terms wrapped in <mark> (case-insensitive, any script). */
export function highlight(text: string, terms: string[]): ReactNode[] {
  if (terms.length === 0 || !text) return [text]
  const pattern = new RegExp(`(${terms.map(escape).join('|')})`, 'giu')
  return text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))
}

/**
 * About `radius` characters of `text` around the first term found, with ellipses; '' when none is
 * found.
 */
export function snippet(text: string, terms: string[], radius = 90): string {
  const lower = text.toLowerCase()
  const at = terms
    .map((t) => lower.indexOf(t))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0]
  if (at === undefined) return ''
  const start = Math.max(0, at - radius)
  const end = Math.min(text.length, at + radius)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`
}
