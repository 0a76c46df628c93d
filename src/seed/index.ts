import type { Payload } from 'payload'

import { seedCalculator } from '@/features/calculator/seed'
import { seedForms } from '@/features/forms/seed'
import { seedChargerModels } from '@/features/hardware/seed'
import { seedMarketing } from '@/features/marketing/seed'
import { seedNews } from '@/features/news/seed'
import { seedShop } from '@/features/shop/seed'
import { seedStations } from '@/features/map/seed'
import { seedPayments } from '@/features/pay/seed'
import { locales } from '@/i18n/locales'
import { demoPasswordProblems, demoPasswordVariables, EnvError } from '@/lib/env'

/**
 * The demo accounts `npm start` announces. They have no built-in password: each comes from its
 * environment variable (generated into .env by `npm start`), and seeding refuses to run without
 * them.
 */
export const demoAccounts = [
  {
    role: 'admin',
    email: 'admin@example.com',
    name: 'Demo Admin',
    passwordVariable: demoPasswordVariables.admin,
  },
  {
    role: 'editor',
    email: 'editor@example.com',
    name: 'Demo Editor',
    passwordVariable: demoPasswordVariables.editor,
  },
  {
    role: 'sales',
    email: 'sales@example.com',
    name: 'Demo Sales',
    passwordVariable: demoPasswordVariables.sales,
  },
] as const

/** Each feature seeds its own demo content; they run in this order on an empty database. */
type Seeder = (payload: Payload) => Promise<void>

async function seedUsers(payload: Payload) {
  for (const { role, email, name, passwordVariable } of demoAccounts) {
    await payload.create({
      collection: 'users',
      data: { email, name, password: process.env[passwordVariable]!, roles: [role] },
    })
  }
}

async function seedDictionary(payload: Payload) {
  for (const [order, value] of locales.entries()) {
    await payload.create({
      collection: 'content-dictionary-values',
      data: { value, contentDictionaryCodeId: 1, order },
    })
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

export const seeders: Seeder[] = [
  seedUsers,
  seedDictionary,
  seedSiteSettings,
  seedMarketing,
  seedNews,
  seedShop,
  seedStations,
  seedPayments,
  seedForms,
  seedCalculator,
  seedChargerModels,
]

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs > 0
}

/**
 * Seeds demo content into an empty database; a database with users is left as it is. Only ever
 * called when demo content was asked for (SEED_DEMO_CONTENT=true); refuses, before writing
 * anything, when a demo password is missing from the environment.
 */
export async function seedDemoContent(payload: Payload): Promise<boolean> {
  const problems = demoPasswordProblems(process.env)
  if (problems.length > 0) throw new EnvError(problems)
  if (await isSeeded(payload)) return false
  for (const seeder of seeders) await seeder(payload)
  return true
}
