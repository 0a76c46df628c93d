import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { seedSharedContent } from '@/features/content/seed'
import { positions } from '@/features/content/seed/people'
import { createLocalized } from '@/lib/seed/documents'
import { fieldsIn, inLocale, seedLocales, t } from '@/lib/seed/localized'

import { builtInVideos, defaultHomeContent } from '../home-content'
import { shippedTexts } from '../page-texts'
import { wdecLayout } from './wdec'

/**
 * The home page global with the texts the site shipped with, in every language, and the two video
 * posters as uploads (no video files: visitors get the poster and its note until editors upload
 * them).
 */
export async function seedHomePage(payload: Payload) {
  const posters: number[] = []
  const en = await defaultHomeContent('en')
  for (const [i, video] of builtInVideos.entries()) {
    const data = await readFile(
      path.resolve(process.cwd(), 'public', video.poster.replace(/^\//, '')),
    )
    const doc = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: en.videos[i]!.title },
      file: { data, mimetype: 'image/webp', name: path.basename(video.poster), size: data.length },
    })
    posters.push(doc.id)
  }
  let rowIds: string[] = []
  for (const locale of seedLocales) {
    const content = await defaultHomeContent(locale)
    const videos = content.videos.map((v, i) => ({
      ...(rowIds[i] ? { id: rowIds[i] } : {}),
      title: v.title,
      duration: v.duration,
      poster: posters[i],
    }))
    const saved = await payload.updateGlobal({
      slug: 'home-page',
      locale,
      data: {
        hero: { ...content.hero, videos },
        layout: content.layout,
        _status: 'published',
      } as never,
    })
    // Array rows are shared by every language (only their texts are localised): keep the same rows.
    rowIds = (saved.hero?.videos ?? []).map((row) => row.id ?? '')
  }
}

/** The texts of the other marketing pages, as the message files have them, in every language. */
export async function seedPageTexts(payload: Payload) {
  for (const locale of seedLocales) {
    for (const [slug, data] of Object.entries(shippedTexts(locale)))
      await payload.updateGlobal({
        slug: slug as 'texts-business',
        locale,
        data: { ...data, _status: 'published' } as never,
      })
  }
}

/**
 * Demo content of the marketing pages: the shared collections, open positions, the home page and
 * the wdec landing page.
 */
export async function seedMarketing(payload: Payload) {
  await seedSharedContent(payload)
  for (const [order, p] of positions.entries()) {
    await createLocalized(payload, 'positions', fieldsIn(p, ['title', 'location', 'summary']), {
      published: true,
      fixed: { employment: p.employment, order },
    })
  }
  await seedHomePage(payload)
  await seedPageTexts(payload)
  await createLocalized(payload, 'landing-pages', (l) => inLocale(wdecLayout, l), {
    published: true,
    fixed: { slug: 'wdec' },
  })
  const address = t(
    'Voltra Charging Ltd, 20 Eastbourne Terrace, London W2 6LG, United Kingdom',
    'Voltra Charging, Avenida da Liberdade 110, 1269-046 Lisboa, Portugal',
    'Voltra Charging, вул. Хрещатик, 22, Київ, 01001, Україна',
    'Voltra Charging Sdn Bhd, Level 21, Menara Binjai, 2 Jalan Binjai, 50450 Kuala Lumpur, Malaysia',
  )
  for (const locale of seedLocales) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { legalName: 'Voltra Charging Ltd', address: inLocale(address, locale) },
    })
  }
}
