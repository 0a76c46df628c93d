import type { Payload } from 'payload'

import { seedForms } from '@/features/forms/seed'
import { seedMarketing } from '@/features/marketing/seed'
import { seedNews } from '@/features/news/seed'
import { seedShop } from '@/features/shop/seed'
import { seedStations } from '@/features/map/seed'
import { seedPayments } from '@/features/pay/seed'
import { locales } from '@/i18n/locales'

/** The demo editor the README and the start script announce. Change the password in production. */
export const demoEditor = { email: 'editor@example.com', password: 'demo-editor-2026', name: 'Demo Editor' }
export const demoAdmin = { email: 'admin@example.com', password: 'demo-admin-2026', name: 'Demo Admin' }
export const demoSales = { email: 'sales@example.com', password: 'demo-sales-2026', name: 'Demo Sales' }

/** Each feature seeds its own demo content; they run in this order on an empty database. */
type Seeder = (payload: Payload) => Promise<void>

async function seedUsers(payload: Payload) {
  await payload.create({ collection: 'users', data: { ...demoAdmin, roles: ['admin'] } })
  await payload.create({ collection: 'users', data: { ...demoEditor, roles: ['editor'] } })
  await payload.create({ collection: 'users', data: { ...demoSales, roles: ['sales'] } })
}

async function seedDictionary(payload: Payload) {
  for (const [order, value] of locales.entries()) {
    await payload.create({ collection: 'content-dictionary-values', data: { value, contentDictionaryCodeId: 1, order } })
  }
}

async function seedSiteSettings(payload: Payload) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      brandName: 'Voltra',
      supportPhone: '+44 20 3868 0420',
      supportEmail: 'support@voltra.example',
      salesEmail: 'sales@voltra.example',
      appLinks: {
        appStore: 'https://apps.apple.com/app/id0000000000',
        googlePlay: 'https://play.google.com/store/apps/details?id=example.voltra',
      },
      socialLinks: [
        { network: 'linkedin', url: 'https://www.linkedin.com/company/voltra-example' },
        { network: 'youtube', url: 'https://www.youtube.com/@voltra-example' },
      ],
    },
  })
}

export const seeders: Seeder[] = [seedUsers, seedDictionary, seedSiteSettings, seedMarketing, seedNews, seedShop, seedStations, seedPayments, seedForms]

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs > 0
}

/** Seeds demo content into an empty database; a database with users is left as it is. */
export async function seedDemoContent(payload: Payload): Promise<boolean> {
  if (await isSeeded(payload)) return false
  for (const seeder of seeders) await seeder(payload)
  return true
}
