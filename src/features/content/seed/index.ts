import type { Payload } from 'payload'

import { createLocalized } from '@/lib/seed/documents'
import { portrait, seedImage, type SeedAlt } from '@/lib/seed/images'
import { lexicalFromText } from '@/lib/seed/lexical'
import { fieldsIn, inLocale, seedLocales } from '@/lib/seed/localized'

import { privacyPolicy, publicAgreement, impact } from './legal'
import { faq, packages } from './offer'
import { partnerSlides, testimonials } from './partners'
import { team } from './people'
import { purchaseRules, terms } from './shop-rules'

/**
 * A portrait-style picture of a person or partner; names need no translation, so alt is English
 * only unless given.
 */
function portraitImage(
  payload: Payload,
  name: string,
  hue: number,
  size: number,
  alt: SeedAlt = { en: name },
) {
  return seedImage(payload, {
    name: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`,
    drawing: portrait(name, hue, size),
    alt,
    quality: 80,
  })
}

/**
 * Demo entries for every shared collection and global, in all four locales. Every locale is written
 * (`my` with the English text where it has none), so the seed never depends on the fallback.
 */
export async function seedSharedContent(payload: Payload) {
  const published = { published: true }
  for (const [order, slide] of partnerSlides.entries()) {
    const image = await portraitImage(payload, slide.partnerName, slide.hue, 640, slide.title)
    await createLocalized(payload, 'partner-slides', fieldsIn(slide, ['title', 'text']), {
      ...published,
      fixed: { partnerName: slide.partnerName, url: slide.url, image, order },
    })
  }
  for (const [order, rule] of purchaseRules.entries()) {
    await createLocalized(payload, 'purchase-rules', fieldsIn(rule, ['title', 'text']), {
      ...published,
      fixed: { order },
    })
  }
  for (const [order, term] of terms.entries()) {
    await createLocalized(payload, 'terms', fieldsIn(term, ['title', 'text']), {
      ...published,
      fixed: { order },
    })
  }
  for (const [order, quote] of testimonials.entries()) {
    const photo = await portraitImage(payload, quote.author, quote.hue, 240)
    await createLocalized(payload, 'testimonials', fieldsIn(quote, ['role', 'quote']), {
      ...published,
      fixed: { author: quote.author, company: quote.company, photo, order },
    })
  }
  for (const [order, p] of packages.entries()) {
    await createLocalized(
      payload,
      'packages',
      (l) => ({
        ...fieldsIn(p, ['name', 'description'])(l),
        priceCondition: inLocale(p.condition, l),
        features: inLocale(p.features, l).map((text) => ({ text })),
      }),
      {
        ...published,
        fixed: {
          price: p.price,
          currency: 'EUR',
          maxStations: 4,
          highlighted: p.highlighted,
          order,
        },
      },
    )
  }
  for (const [order, q] of faq.entries()) {
    await createLocalized(payload, 'faq', fieldsIn(q, ['question', 'answer']), {
      ...published,
      fixed: { audience: q.audience, order },
    })
  }
  for (const [order, person] of team.entries()) {
    const photo = await portraitImage(payload, person.name, person.hue, 320)
    await createLocalized(payload, 'team', fieldsIn(person, ['role', 'bio']), {
      ...published,
      fixed: { name: person.name, photo, order },
    })
  }
  for (const [slug, doc] of [
    ['privacy-policy', privacyPolicy],
    ['public-agreement', publicAgreement],
  ] as const) {
    for (const locale of seedLocales) {
      await payload.updateGlobal({
        slug,
        locale,
        data: {
          title: inLocale(doc.title, locale),
          effectiveDate: '2026-09-01',
          content: lexicalFromText(inLocale(doc.body, locale)),
          _status: 'published',
        },
      })
    }
  }
  await payload.updateGlobal({ slug: 'impact-data', data: impact })
}
