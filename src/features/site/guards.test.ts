import { describe, expect, it, vi } from 'vitest'

import { guards, pageGuards, runPageGuards, UnknownMiddlewareError } from './guards'
import { guardedPages } from './pages'

const redirectOf = (run: () => void): string | undefined => {
  try {
    run()
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error)
  }
  return undefined
}

describe('page guards', () => {
  it('every guard a page names exists, and the guarded pages are those with guards', () => {
    for (const names of Object.values(pageGuards))
      for (const name of names ?? []) expect(Object.hasOwn(guards, name), name).toBe(true)
    expect(Object.keys(pageGuards).sort()).toEqual([...guardedPages].sort())
  })

  it('prepay and session without both query parameters go to the home page', () => {
    for (const key of ['payPrepay', 'session'] as const) {
      for (const query of [
        {},
        { id: 'X' },
        { connector: '1' },
        { id: ' ', connector: '1' },
        { id: ['a', 'b'], connector: '1' },
      ]) {
        expect(
          redirectOf(() => runPageGuards(key, query)),
          `${key} ${JSON.stringify(query)}`,
        ).toMatch(/^NEXT_REDIRECT;replace;\/;/)
      }
      expect(redirectOf(() => runPageGuards(key, { id: 'X', connector: '1' }))).toBeUndefined()
    }
  })

  it('pages without guards render', () => {
    expect(redirectOf(() => runPageGuards('shop', {}))).toBeUndefined()
  })

  it("a guard name nobody wrote answers 500 'Unknown middleware' and runs no guard (the page never renders unguarded)", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    let caught: unknown
    try {
      // The known guard listed after the unknown one would redirect; it must not run first.
      runPageGuards('shop', {}, { shop: ['noSuchGuard', 'stationQuery'] })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UnknownMiddlewareError)
    expect((caught as UnknownMiddlewareError).message).toBe('Unknown middleware')
    expect((caught as UnknownMiddlewareError).status).toBe(500)
    expect(log.mock.calls.join(' ')).toContain('noSuchGuard')
    log.mockRestore()
  })
})
