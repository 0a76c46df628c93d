import { describe, expect, it } from 'vitest'

import { highlight, searchTerms, snippet } from './highlight'

describe('search highlighting', () => {
  it('splits queries into words', () => {
    expect(searchTerms('  Roaming  OCPI a roaming ')).toEqual(['roaming', 'ocpi'])
  })
  it('marks matches in any case and script', () => {
    const parts = highlight('Роумінг через OCPI: роумінг', ['роумінг'])
    expect(parts).toHaveLength(5)
    expect(parts[0]).toBe('')
    expect((parts[1] as { props: { children: string } }).props.children).toBe('Роумінг')
    expect(highlight('plain', [])).toEqual(['plain'])
  })
  it('cuts a snippet around the first match', () => {
    const text = `${'a '.repeat(100)}winter charging ${'b '.repeat(100)}`
    const s = snippet(text, ['winter'], 20)
    expect(s.startsWith('…')).toBe(true)
    expect(s).toContain('winter charging')
    expect(snippet('nothing here', ['winter'])).toBe('')
  })
})
