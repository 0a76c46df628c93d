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
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { legalName: 'Voltra Charging Ltd' },
  })
}
