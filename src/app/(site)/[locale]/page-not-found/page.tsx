import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/features/site/NotFoundView'
import { pageLocale, type LocaleParams } from '@/features/site/params'

/** The 404 page the proxy rewrites unknown paths to (with status 404); never linked or indexed. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false } }
}

export default async function PageNotFound({ params }: LocaleParams) {
  return <NotFoundView locale={await pageLocale(params)} />
}
