import { describe, expect, it } from 'vitest'

import { meetingHref } from './meeting'

describe("the lead form's “Book a meeting”", () => {
  const base = '/pt/book-a-meeting?source=calculator'
  const query = (href: string) => Object.fromEntries(new URL(href, 'https://e.test').searchParams)

  it('carries the source, and the plan and interest that were sent', () => {
    const plan = 'ac7=0&ac11=0&ac22=4&dc50=2&dc120=0&hours=4&price=0.45&energy=0.2'
    const href = meetingHref(base, { plan, interest: 'start_business' })
    expect(href.startsWith('/pt/book-a-meeting?')).toBe(true)
    expect(query(href)).toEqual({ source: 'calculator', plan, interest: 'start_business' })
  })

  it('leaves out what was not sent', () => {
    expect(meetingHref('/en/book-a-meeting?source=lead-form', { plan: '', interest: 1 })).toBe(
      '/en/book-a-meeting?source=lead-form',
    )
  })
})
