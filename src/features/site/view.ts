import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { resolvePage, type PageName, type TwinGroup, type TwinPages } from './pages'
import { pageLocale, type Query } from './params'

/**
 * A page that its cached route and its on-request twin both render: what it shows and what its
 * metadata says, given the locale, the request's query (empty when the page cache serves it) and
 * the page's parameters (`id`, `url`, `category`). Pages without a twin are plain route files.
 */
export type ViewProps = { locale: Locale; query: Query; params: Record<string, string> }
export type PageView = {
  metadata: (props: ViewProps) => Promise<Metadata>
  render: (props: ViewProps) => Promise<ReactNode>
}

type Params = Promise<{ locale: string } & Record<string, string | string[]>>
type RouteProps = { params: Params; searchParams: Promise<Query> }

/** A route's locale (404 for anything else) and its own parameters. */
async function routeParams(params: Params) {
  const { locale: _, ...own } = await params
  const single = Object.entries(own).filter((entry): entry is [string, string] => {
    return typeof entry[1] === 'string'
  })
  return { locale: await pageLocale(params), params: Object.fromEntries(single) }
}

/**
 * A page as the page cache serves it: rendered without the request's query (reading it would make
 * every request render), then kept until its content changes.
 */
export function cachedPage(view: PageView) {
  const props = async (params: Params) => ({ ...(await routeParams(params)), query: {} })
  return {
    generateMetadata: async ({ params }: Pick<RouteProps, 'params'>) =>
      view.metadata(await props(params)),
    Page: async ({ params }: Pick<RouteProps, 'params'>) => view.render(await props(params)),
  }
}

/** A page rendered for every request, with its query (its route exports `dynamic`). */
export function onRequestPage(view: PageView) {
  const props = async ({ params, searchParams }: RouteProps) => ({
    ...(await routeParams(params)),
    query: await searchParams,
  })
  return {
    generateMetadata: async (route: RouteProps) => view.metadata(await props(route)),
    Page: async (route: RouteProps) => view.render(await props(route)),
  }
}

/**
 * The twin route of a group (src/app/(site)/[locale]/query/<group>/[[...path]]): the group's pages
 * rendered on request with their query, for the requests the proxy rewrites there. Its `path` is
 * the page's locale-relative path; a path of another group's page, or none, is a 404.
 */
export function twinPages<G extends TwinGroup>(group: G, views: Record<TwinPages<G>, PageView>) {
  const props = async ({ params, searchParams }: RouteProps) => {
    const { path } = await params
    const page = resolvePage(Array.isArray(path) ? `/${path.join('/')}` : '')
    const view = page?.twin === group ? views[page.page as TwinPages<G> & PageName] : undefined
    if (!page || !view) notFound()
    const query = await searchParams
    return { view, props: { locale: await pageLocale(params), query, params: page.params } }
  }
  return {
    generateMetadata: async (route: RouteProps) => {
      const { view, props: viewProps } = await props(route)
      return view.metadata(viewProps)
    },
    Page: async (route: RouteProps) => {
      const { view, props: viewProps } = await props(route)
      return view.render(viewProps)
    },
  }
}

/** A query parameter's one value (a repeated or missing parameter gives undefined). */
export const oneValue = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined
