import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'

import { RenderBlocks } from '../blocks'
import type { PageBlock } from '../blocks/config'
import { getLandingPage, getSiteSettings } from '../queries'

/** A landing page editors compose from blocks (the same blocks as the home page). */
export async function LandingPageView({
  locale,
  slug,
  leadForm,
}: {
  locale: Locale
  slug: string
  leadForm?: ReactNode
}) {
  const [page, settings] = await Promise.all([
    getLandingPage(slug, locale),
    getSiteSettings(locale),
  ])
  if (!page) notFound()
  return (
    <>
      <div className="container">
        <PageHeader
          locale={locale}
          pageKey="wdec"
          heading={page.title}
          intro={<p className="lead">{page.description}</p>}
        />
      </div>
      <RenderBlocks
        blocks={(page.layout ?? []) as PageBlock[]}
        context={{ locale, settings, leadForm }}
      />
    </>
  )
}

/** Metadata of a landing page: the editors' title and description over the page's defaults. */
export async function landingMetadata(
  locale: Locale,
  slug: string,
  base: Metadata,
): Promise<Metadata> {
  const page = await getLandingPage(slug, locale)
  if (!page) return base
  return {
    ...base,
    title: page.title,
    description: page.description,
    openGraph: { ...base.openGraph, title: page.title, description: page.description },
    twitter: { ...base.twitter, title: page.title, description: page.description },
  }
}
