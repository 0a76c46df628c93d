import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { redirect } from 'next/navigation'

import { imageSrc } from '@/features/media/image'
import { metadataOf, ogImage, pageMetadata } from '@/features/site/metadata'
import { PageHeader } from '@/features/site/PageHeader'
import { pageLocale } from '@/features/site/params'
import { oneValue as one, type PageView, type ViewProps } from '@/features/site/view'
import type { Locale } from '@/i18n/locales'

import { Article } from './components/Article'
import { ArticleElsewhere } from './components/ArticleElsewhere'
import { NewsIndex, type NewsSearchParams } from './components/NewsIndex'
import { NewsSearch } from './components/NewsSearch'
import { getPostByUrl, type PostLookup } from './queries'
import { isSlug } from './slug'

/**
 * The news pages: the list and an article, which the page cache serves and their twin renders with
 * a query (a page of the list, a draft preview's token), and the search, rendered on request.
 */
type Params = Promise<{ locale: string }>
type Query = Promise<Record<string, string | string[] | undefined>>

export const newsView: PageView = {
  metadata: async ({ locale }) => {
    const metadata = await pageMetadata('news', locale)
    return {
      ...metadata,
      alternates: {
        ...metadata.alternates,
        types: { 'application/rss+xml': `/${locale}/news/rss.xml` },
      },
    }
  },
  render: async ({ locale, query }) => (
    <div className="container">
      <PageHeader locale={locale} pageKey="news" />
      <NewsIndex locale={locale} searchParams={query as NewsSearchParams} />
    </div>
  ),
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

/**
 * The article, or null when unknown or when loading fails (the page then redirects to the news
 * list).
 */
async function findArticle({ locale, params, query }: ViewProps): Promise<PostLookup | null> {
  const url = params.url ?? ''
  if (!isSlug(url)) return null
  try {
    return await getPostByUrl(url, locale, one(query.token) ?? null)
  } catch (error) {
    console.error(`Loading article ${url} failed`, error)
    return null
  }
}

async function articleMetadata(props: ViewProps): Promise<Metadata> {
  const { locale } = props
  const found = await findArticle(props)
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
  return metadataOf({
    locale,
    path: `/news/${post.url}`,
    title: post.seo.title,
    description: post.seo.description,
    languages: post.locales as Locale[],
    image: image
      ? { url: imageSrc(image, 'wide'), alt: image.alt }
      : ogImage(locale, 'news', post.seo.title),
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    article: {
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt || undefined,
      section: post.category?.name,
      tags: post.tags.map((tag) => tag.name),
    },
  })
}

/** `news/{url}[?token=]`: unknown or failing articles redirect to `/{locale}/news`. */
export const articleView: PageView = {
  metadata: articleMetadata,
  render: async (props) => {
    const found = await findArticle(props)
    if (!found) redirect(`/${props.locale}/news`)
    if (!found.available) return <ArticleElsewhere post={found.post} locale={props.locale} />
    return <Article post={found.post} locale={props.locale} preview={found.preview} />
  },
}
