import { describe, expect, it } from 'vitest'

import { dimensionProblem, uploadLanguage, uploadProblemMessage } from './limits'

describe('upload limits', () => {
  it('accepts up to 12,000 px per side and 50 megapixels', () => {
    expect(dimensionProblem(12_000, 4_000)).toBeNull()
    expect(dimensionProblem(12_001, 10)).toEqual({ code: 'tooWide', width: 12_001, height: 10 })
    expect(dimensionProblem(8_000, 7_000)).toEqual({
      code: 'tooManyPixels',
      width: 8_000,
      height: 7_000,
    })
  })

  it('says the numbers in the back-office language', () => {
    expect(uploadProblemMessage({ code: 'tooBig', bytes: 21 * 1024 * 1024 }, 'en')).toMatch(
      /^The file is 21 MB; the limit is 20 MB\./,
    )
    expect(uploadProblemMessage({ code: 'tooWide', width: 13_000, height: 20 }, 'uk')).toContain(
      'щонайбільше',
    )
    expect(uploadLanguage('pt-BR')).toBe('pt')
    expect(uploadLanguage('de')).toBe('en')
  })
})
