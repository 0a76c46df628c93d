import type { Payload } from 'payload'

import { createLocalised, seedSharedContent } from '@/features/content/seed'
import { positions } from '@/features/content/seed-data'

import { wdecLayout } from './wdec-seed'

/** Demo content of the marketing pages: the shared collections, open positions and the wdec landing page. */
export async function seedMarketing(payload: Payload) {
  await seedSharedContent(payload)
  for (const [order, p] of positions.entries()) {
    await createLocalised(payload, 'positions', { employment: p.employment, order }, (l) => {
      const k = l === 'my' ? 'en' : l
      return { title: p.title[k], location: p.location[k], summary: p.summary[k] }
    })
  }
  await createLocalised(payload, 'landing-pages', { slug: 'wdec' }, (l) => wdecLayout[l === 'my' ? 'en' : l])
  const address = {
    en: 'Voltra Charging Ltd, 20 Eastbourne Terrace, London W2 6LG, United Kingdom',
    my: 'Voltra Charging Sdn Bhd, Level 21, Menara Binjai, 2 Jalan Binjai, 50450 Kuala Lumpur, Malaysia',
    pt: 'Voltra Charging, Avenida da Liberdade 110, 1269-046 Lisboa, Portugal',
    ua: 'Voltra Charging, вул. Хрещатик, 22, Київ, 01001, Україна',
  } as const
  for (const locale of ['en', 'my', 'pt', 'ua'] as const) {
    await payload.updateGlobal({ slug: 'site-settings', locale, data: { legalName: 'Voltra Charging Ltd', address: address[locale] } })
  }
}
