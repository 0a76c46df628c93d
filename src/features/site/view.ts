import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { pageLocale } from './params'

/**
 * What a page shows and what its metadata says, given the locale, the request's query string (empty
 * when the page is served from the page cache) and the page's parameters (`id`, `url`, `category`;
 * see `parameterisedPages` in pages.ts). The generated route files of src/app/(site) turn a view
 * into a route with `cachedRoute` or `onRequestRoute`.
 */
export type Query = Record<string, string | string[] | undefined>
export type ViewProps = { locale: Locale; query: Query; params: Record<string, string> }
export type PageView = {
  metadata: (props: ViewProps) => Promise<Metadata>
  render: (props: ViewProps) => Promise<ReactNode>
}

type RouteProps = { params: Promise<{ locale: string } & Record<string, string>> }

/** The view's props from a route's params: the locale, and the page's own parameters. */
async function viewProps(
  params: RouteProps['params'],
  query: Query,
  fixed: Record<string, string>,
): Promise<ViewProps> {
  const { locale: _, ...own } = await params
  return { locale: await pageLocale(params), query, params: { ...fixed, ...own } }
}

/**
 * A page as the page cache serves it: rendered without the request's query (reading it would make
 * every request render), then kept until its content changes. `fixed`: parameters the route's place
 * fixes (a good's category).
 */
export function cachedRoute(view: PageView, fixed: Record<string, string> = {}) {
  return {
    generateMetadata: async ({ params }: RouteProps) =>
      view.metadata(await viewProps(params, {}, fixed)),
    Page: async ({ params }: RouteProps) => view.render(await viewProps(params, {}, fixed)),
  }
}

type OnRequestProps = RouteProps & { searchParams: Promise<Query> }

/** The same page rendered on request, with the request's query (the proxy sends it here). */
export function onRequestRoute(view: PageView, fixed: Record<string, string> = {}) {
  return {
    generateMetadata: async ({ params, searchParams }: OnRequestProps) =>
      view.metadata(await viewProps(params, await searchParams, fixed)),
    Page: async ({ params, searchParams }: OnRequestProps) =>
      view.render(await viewProps(params, await searchParams, fixed)),
  }
}
