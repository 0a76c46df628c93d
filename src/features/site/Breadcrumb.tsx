import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import { pagePaths, parentPages, type PageKey } from './pages'
import { JsonLd } from './JsonLd'

type Crumb = { name: string; href: string }

/**
 * Breadcrumb trail with BreadcrumbList structured data; the current page is the last, unlinked
 * item.
 */
export async function Breadcrumb({
  locale,
  path,
  current,
}: {
  locale: Locale
  path: string
  current: string
}) {
  const t = await getTranslations({ locale })
  const parents: Crumb[] = parentPages(path).map((key: PageKey) => ({
    name: key === 'home' ? t('site.home') : t(`pages.${key}.heading`),
    href: `/${locale}${pagePaths[key]}`,
  }))
  if (parents.length === 0) return null
  const origin = siteUrl().origin
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...parents, { name: current, href: `/${locale}${path}` }].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: origin + crumb.href,
    })),
  }
  return (
    <nav aria-label={t('site.breadcrumb')} className="breadcrumb">
      <ol>
        {parents.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  )
}
