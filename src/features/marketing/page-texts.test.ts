import { describe, expect, it } from 'vitest'

import { overlay, shippedTexts } from './page-texts'

describe('page texts', () => {
  it('takes an edited text only when it keeps the placeholders and tags of the built-in one', () => {
    const defaults = { a: 'Call <tel>{phone}</tel> now', b: 'Hello', c: { d: '{count} items' } }
    expect(
      overlay(defaults, { a: 'Ring <tel>{phone}</tel>', b: 'Hi', c: { d: '{count} things' } }),
    ).toEqual({ a: 'Ring <tel>{phone}</tel>', b: 'Hi', c: { d: '{count} things' } })
    expect(overlay(defaults, { a: 'Ring {phone}', b: '  ', c: { d: '{count items' } })).toEqual(
      defaults,
    )
    expect(overlay(defaults, { a: 'Ring <tel>{phone}</tel> {email}', c: null })).toEqual(defaults)
    expect(overlay(defaults, null)).toEqual(defaults)
  })

  it('offers every marketing page text but the home page ones, in each language', () => {
    const en = shippedTexts('en')
    expect(en['texts-about']).toMatchObject({ storyHeading: 'Our story' })
    expect(en['texts-page-headings']).toHaveProperty('contact.heading')
    expect(Object.keys(shippedTexts('ua'))).toEqual(Object.keys(en))
    expect(JSON.stringify(en)).not.toContain('Maximize Your EV Charging Potential')
  })
})
