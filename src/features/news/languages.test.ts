import { describe, expect, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { translatedLocales } from './languages'

describe('translatedLocales', () => {
  const body = (text: string) => lexicalFromBlocks([text])

  it('lists the locales with a title and body text, and my where English is written', () => {
    expect(
      translatedLocales(
        {
          title: { en: 'Hello', ua: 'Привіт', pt: 'Olá' },
          content: { en: body('x'), ua: body('y') },
        },
        false,
      ),
    ).toEqual(['en', 'my', 'ua'])
  })

  it('a title without text (or text without a title) is not a translation', () => {
    expect(
      translatedLocales(
        {
          title: { en: 'Hello', pt: ' ' },
          content: { en: body('x'), pt: body('y'), ua: body('z') },
        },
        false,
      ),
    ).toEqual(['en', 'my'])
    expect(
      translatedLocales(
        { title: { en: 'Hello' }, content: { en: { root: { children: [] } } } },
        false,
      ),
    ).toEqual([])
  })

  it('"show the English text" publishes an English post everywhere, and nothing without English', () => {
    expect(translatedLocales({ title: { en: 'Hello' }, content: { en: body('x') } }, true)).toEqual(
      ['en', 'my', 'pt', 'ua'],
    )
    expect(
      translatedLocales({ title: { ua: 'Привіт' }, content: { ua: body('y') } }, true),
    ).toEqual(['ua'])
  })
})
