import type { Payload } from 'payload'
import sharp from 'sharp'

import { lexicalFromText } from './lexical'
import * as data from './seed-data'

type Loc = { en: string; pt: string; ua: string; my?: string }
const otherLocales = ['my', 'pt', 'ua'] as const
const pick = (value: Loc, locale: 'en' | 'my' | 'pt' | 'ua') => (locale === 'my' ? (value.my ?? value.en) : value[locale])

/** A generated portrait-style image (no downloads): a soft gradient with the person's initials. */
export async function generatedImage(payload: Payload, name: string, hue: number, alt: Loc, size = 480) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 28%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${size * 0.5}" cy="${size * 0.4}" r="${size * 0.17}" fill="rgb(255 255 255 / 0.25)"/>
    <ellipse cx="${size * 0.5}" cy="${size * 0.92}" rx="${size * 0.32}" ry="${size * 0.26}" fill="rgb(255 255 255 / 0.25)"/>
    <text x="50%" y="44%" font-family="sans-serif" font-size="${size * 0.12}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${initials}</text>
  </svg>`
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    file: { data: buffer, mimetype: 'image/webp', name: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`, size: buffer.length },
  })
  // Locales whose alt text equals the English one fall back to it (names need no translation).
  for (const locale of otherLocales) {
    if (pick(alt, locale) !== alt.en) await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: pick(alt, locale) } })
  }
  return doc.id
}

/**
 * Creates a published document in en, then adds the other locales. `localised(locale)` returns the
 * localised fields for a locale; `fixed` the rest.
 */
async function createLocalised<T extends Record<string, unknown>>(
  payload: Payload,
  collection: 'partner-slides' | 'purchase-rules' | 'terms' | 'testimonials' | 'packages' | 'faq' | 'team' | 'positions' | 'landing-pages',
  fixed: Record<string, unknown>,
  localised: (locale: 'en' | 'my' | 'pt' | 'ua') => T,
) {
  const doc = await payload.create({ collection, locale: 'en', data: { ...fixed, ...localised('en'), _status: 'published' } as never })
  for (const locale of otherLocales) {
    await payload.update({ collection, id: doc.id, locale, data: { ...localised(locale), _status: 'published' } as never })
  }
  return doc
}

export { createLocalised }

/** Demo entries for every shared collection and global, in all four locales. */
export async function seedSharedContent(payload: Payload) {
  for (const [order, slide] of data.partnerSlides.entries()) {
    const image = await generatedImage(payload, slide.partnerName, slide.hue, slide.title, 640)
    await createLocalised(payload, 'partner-slides', { partnerName: slide.partnerName, url: slide.url, image, order }, (l) => ({
      title: pick(slide.title, l),
      text: pick(slide.text, l),
    }))
  }
  for (const [order, rule] of data.purchaseRules.entries()) {
    await createLocalised(payload, 'purchase-rules', { order }, (l) => ({ title: pick(rule.title, l), text: pick(rule.text, l) }))
  }
  for (const [order, term] of data.terms.entries()) {
    await createLocalised(payload, 'terms', { order }, (l) => ({ title: pick(term.title, l), text: pick(term.text, l) }))
  }
  for (const [order, t] of data.testimonials.entries()) {
    const photo = await generatedImage(payload, t.author, t.hue, { en: t.author, pt: t.author, ua: t.author }, 240)
    await createLocalised(payload, 'testimonials', { author: t.author, company: t.company, photo, order }, (l) => ({
      role: pick(t.role, l),
      quote: pick(t.quote, l),
    }))
  }
  for (const [order, p] of data.packages.entries()) {
    await createLocalised(payload, 'packages', { price: p.price, currency: 'EUR', maxStations: 4, highlighted: p.highlighted, order }, (l) => ({
      name: pick(p.name, l),
      description: pick(p.description, l),
      priceCondition: pick(p.condition, l),
      features: p.features[l === 'my' ? 'en' : l].map((text) => ({ text })),
    }))
  }
  for (const [order, q] of data.faq.entries()) {
    await createLocalised(payload, 'faq', { audience: q.audience, order }, (l) => ({ question: pick(q.question, l), answer: pick(q.answer, l) }))
  }
  for (const [order, person] of data.team.entries()) {
    const photo = await generatedImage(payload, person.name, person.hue, { en: person.name, pt: person.name, ua: person.name }, 320)
    await createLocalised(payload, 'team', { name: person.name, photo, order }, (l) => ({ role: pick(person.role, l), bio: pick(person.bio, l) }))
  }
  for (const [slug, doc] of [
    ['privacy-policy', data.privacyPolicy],
    ['public-agreement', data.publicAgreement],
  ] as const) {
    for (const locale of ['en', ...otherLocales] as const) {
      await payload.updateGlobal({
        slug,
        locale,
        data: { title: pick(doc.title, locale), effectiveDate: '2026-09-01', content: lexicalFromText(pick(doc.body, locale)) as never },
      })
    }
  }
  await payload.updateGlobal({ slug: 'impact-data', data: data.impact })
}
