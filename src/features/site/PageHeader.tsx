import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { Breadcrumb } from './Breadcrumb'
import { pagePaths, type PageKey } from './pages'

/** The frame every page starts with: breadcrumb, its one <h1>, and the introduction. */
export async function PageHeader({
  locale,
  pageKey,
  path = pagePaths[pageKey],
  heading,
  intro,
}: {
  locale: Locale
  pageKey: PageKey
  path?: string
  heading?: string
  intro?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: `pages.${pageKey}` })
  const title = heading ?? t('heading')
  return (
    <header className="page-header">
      <Breadcrumb locale={locale} path={path} current={title} />
      <h1>{title}</h1>
      {intro === undefined ? <p className="lead">{t('intro')}</p> : intro}
    </header>
  )
}
