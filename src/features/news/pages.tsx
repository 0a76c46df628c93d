import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { redirect } from 'next/navigation'

import { imageSrc } from '@/features/media/image'
import { ogImage, pageMetadata } from '@/features/site/metadata'
import { pageLocale } from '@/features/site/params'
import { localeTags, type Locale } from '@/i18n/locales'

import { Article } from './components/Article'
import { ArticleElsewhere } from './components/ArticleElsewhere'
import { NewsIndex, type NewsSearchParams } from './components/NewsIndex'
import { NewsSearch } from './components/NewsSearch'
import { getPostByUrl, type PostLookup } from './queries'
import { isSlug } from './slug'
import { PageHeader } from '@/features/site/PageHeader'

/**
 * Route-facing entry points of the news pages (the files under app/(site)/[locale]/news stay thin).
 */
type Params<T = object> = Promise<{ locale: string } & T>
type Query = Promise<Record<string, string | string[] | undefined>>

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

export async function newsIndexMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const metadata = await pageMetadata('news', locale)
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': `/${locale}/news/rss.xml` },
    },
  }
}

export async function NewsIndexPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Query
}) {
  const locale = await pageLocale(params)
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="news" />
      <NewsIndex locale={locale} searchParams={(await searchParams) as NewsSearchParams} />
    </div>
  )
}

export async function newsSearchMetadata({ params }: { params: Params }): Promise<Metadata> {
  return pageMetadata('newsSearch', await pageLocale(params))
}

/**
 * The search page's frame and <h1> live in its layout, outside the loading boundary: the heading is
 * in the first bytes of the page rather than in the streamed results, which arrive later (and,
 * without JavaScript, stay in a hidden element).
 */
export async function NewsSearchLayout({
  params,
  children,
}: {
  params: Params
  children: ReactNode
}) {
  const locale = await pageLocale(params)
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="newsSearch" />
      {children}
    </div>
  )
}

export async function NewsSearchPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Query
}) {
  const locale = await pageLocale(params)
  const q = one((await searchParams).q) ?? ''
  return <NewsSearch locale={locale} query={q} />
}

/** Canonical and hreflang alternates of an article: only the languages it is published in. */
function articleAlternates(
  url: string,
  available: Locale[],
  locale: Locale,
): Metadata['alternates'] {
  const path = `/news/${url}`
  const home = available.includes('en') ? 'en' : (available[0] ?? locale)
  return {
    canonical: `/${locale}${path}`,
    languages: {
      ...Object.fromEntries(available.map((l) => [localeTags[l], `/${l}${path}`])),
      'x-default': `/${home}${path}`,
    },
  }
}

type ArticleProps = { params: Params<{ url: string }>; searchParams: Query }

/**
 * The article, or null when unknown or when loading fails (the page then redirects to the news
 * list).
 */
async function findArticle(
  locale: Locale,
  url: string,
  token: string | undefined,
): Promise<PostLookup | null> {
  if (!isSlug(url)) return null
  try {
    return await getPostByUrl(url, locale, token ?? null)
  } catch (error) {
    console.error(`Loading article ${url} failed`, error)
    return null
  }
}

export async function articleMetadata({ params, searchParams }: ArticleProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { url } = await params
  const found = await findArticle(locale, url, one((await searchParams).token))
  if (!found) return pageMetadata('news', locale)
  const { post, preview } = found
  if (!found.available) {
    // Not published in this language: the page points to the languages it is in, and is not
    // indexed.
    const home = post.locales.includes('en') ? 'en' : post.locales[0]
    return {
      title: post.seo.title,
      robots: { index: false, follow: true },
      alternates: home ? { canonical: `/${home}/news/${post.url}` } : undefined,
    }
  }
  const image = post.seo.image ?? post.cover
  return {
    title: post.seo.title,
    description: post.seo.description,
    alternates: articleAlternates(post.url, post.locales, locale),
    robots: preview ? { index: false, follow: false } : undefined,
    openGraph: {
      type: 'article',
      title: post.seo.title,
      description: post.seo.description,
      url: `/${locale}/news/${post.url}`,
      locale: localeTags[locale].replace('-', '_'),
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt || undefined,
      section: post.category?.name,
      tags: post.tags.map((tag) => tag.name),
      images: image
        ? [{ url: imageSrc(image, 'wide'), alt: image.alt }]
        : [ogImage(locale, 'news', post.seo.title)],
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: post.seo.title,
      description: post.seo.description,
    },
  }
}

/** `news/{url}[?token=]`: unknown or failing articles redirect to `/{locale}/news`. */
export async function ArticlePage({ params, searchParams }: ArticleProps) {
  const locale = await pageLocale(params)
  const { url } = await params
  const found = await findArticle(locale, url, one((await searchParams).token))
  if (!found) redirect(`/${locale}/news`)
  if (!found.available) return <ArticleElsewhere post={found.post} locale={locale} />
  return <Article post={found.post} locale={locale} preview={found.preview} />
}
