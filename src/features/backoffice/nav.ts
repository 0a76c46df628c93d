import type { CollectionConfig, GlobalConfig } from 'payload'

import type { Role } from '@/access'
import { pageTextSlugs } from '@/features/marketing/page-texts'

import type { AdminLabel } from '@/i18n/backoffice/labels'

/**
 * The back office's navigation per role: each role sees the collections it works on, in the order
 * it works on them (the table's order: sales, content, administration); admins see all, and
 * collections the table does not list keep their own group and show to editors. Hiding is only
 * the menu: access control (src/access) is what refuses a request.
 */
type Audience = 'sales' | 'editor' | 'admin'

const groups = {
  sales: { en: 'Sales', pt: 'Vendas', uk: 'Продажі' },
  news: { en: 'News', pt: 'Notícias', uk: 'Новини' },
  pages: { en: 'Pages', pt: 'Páginas', uk: 'Сторінки' },
  pageTexts: { en: 'Page texts', pt: 'Textos das páginas', uk: 'Тексти сторінок' },
  shop: { en: 'Shop', pt: 'Loja', uk: 'Магазин' },
  media: { en: 'Media', pt: 'Multimédia', uk: 'Медіа' },
  shared: { en: 'Shared content', pt: 'Conteúdo partilhado', uk: 'Спільний контент' },
  map: { en: 'Map', pt: 'Mapa', uk: 'Мапа' },
  settings: { en: 'Settings', pt: 'Definições', uk: 'Налаштування' },
  admin: { en: 'Administration', pt: 'Administração', uk: 'Адміністрування' },
} satisfies Record<string, AdminLabel>

const table: [slug: string, audience: Audience, group: AdminLabel][] = [
  ['leads', 'sales', groups.sales],
  ['partner-requests', 'sales', groups.sales],
  ['contact-messages', 'sales', groups.sales],
  ['job-applications', 'sales', groups.sales],
  ['bookings', 'sales', groups.sales],
  ['booking-reminders', 'sales', groups.sales],
  ['sales-availability', 'sales', groups.sales],
  ['orders', 'sales', groups.sales],
  ['newsletter-subscribers', 'sales', groups.sales],
  ['deletion-requests', 'sales', groups.sales],
  ['payments', 'sales', groups.sales],
  ['posts', 'editor', groups.news],
  ['post-categories', 'editor', groups.news],
  ['tags', 'editor', groups.news],
  ['landing-pages', 'editor', groups.pages],
  ['positions', 'editor', groups.pages],
  ['goods', 'editor', groups.shop],
  ['markets', 'editor', groups.shop],
  ['shop-slides', 'editor', groups.shop],
  ['media', 'editor', groups.media],
  ['videos', 'editor', groups.media],
  ['partner-slides', 'editor', groups.shared],
  ['purchase-rules', 'editor', groups.shared],
  ['terms', 'editor', groups.shared],
  ['testimonials', 'editor', groups.shared],
  ['packages', 'editor', groups.shared],
  ['faq', 'editor', groups.shared],
  ['team', 'editor', groups.shared],
  ['stations', 'editor', groups.map],
  ['station-comments', 'editor', groups.map],
  ['tariffs', 'editor', groups.map],
  ['ocpi-runs', 'editor', groups.map],
  ['content-dictionary-values', 'editor', groups.settings],
  ['users', 'admin', groups.admin],
  ['audit-log', 'admin', groups.admin],
]

const globalTable: [slug: string, audience: Audience, group: AdminLabel][] = [
  ['home-page', 'editor', groups.pages],
  ['privacy-policy', 'editor', groups.pages],
  ['public-agreement', 'editor', groups.pages],
  ...pageTextSlugs.map((slug): (typeof globalTable)[number] => [slug, 'editor', groups.pageTexts]),
  ['impact-data', 'editor', groups.shared],
  ['site-settings', 'editor', groups.settings],
  ['data-protection', 'admin', groups.admin],
]

export function seesAudience(
  user: { roles?: unknown } | null | undefined,
  audience: Audience,
): boolean {
  const roles = Array.isArray(user?.roles) ? (user.roles as Role[]) : []
  return roles.includes('admin') || (audience !== 'admin' && roles.includes(audience))
}

function arrange<T extends CollectionConfig | GlobalConfig>(entries: T[], rows: typeof table): T[] {
  const position = new Map(rows.map(([slug], index) => [slug, index]))
  const known = entries
    .filter((e) => position.has(e.slug))
    .sort((a, b) => position.get(a.slug)! - position.get(b.slug)!)
  const others = entries.filter((e) => !position.has(e.slug))
  return [...known, ...others].map((entry) => {
    const row = rows.find(([slug]) => slug === entry.slug)
    // Not in the table (a new feature's): content, so shown to editors only, unless the entry
    // decides its own visibility.
    if (!row)
      return entry.admin?.hidden !== undefined
        ? entry
        : ({
            ...entry,
            admin: {
              ...entry.admin,
              hidden: ({ user }: { user: unknown }) =>
                !seesAudience(user as { roles?: unknown }, 'editor'),
            },
          } as T)
    const [, audience, group] = row
    return {
      ...entry,
      admin: {
        ...entry.admin,
        group,
        hidden: ({ user }: { user: unknown }) =>
          !seesAudience(user as { roles?: unknown }, audience),
      },
    } as T
  })
}

export const arrangeCollections = (collections: CollectionConfig[]) => arrange(collections, table)
export const arrangeGlobals = (globals: GlobalConfig[]) => arrange(globals, globalTable)
