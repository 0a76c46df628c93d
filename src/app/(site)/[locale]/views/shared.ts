import { marketingMetadata } from '@/features/marketing/metadata'
import { pageMetadata } from '@/features/site/metadata'
import type { PageKey } from '@/features/site/pages'
import type { PageView, ViewProps } from '@/features/site/view'

/** A page whose metadata is its messages: with the marketing pages' social image, or without. */
export const page = (key: PageKey, render: PageView['render'], marketing = true): PageView => ({
  metadata: ({ locale }) =>
    marketing ? marketingMetadata(key, locale) : pageMetadata(key, locale),
  render,
})

/** A page that must not be indexed whatever it shows (a QR code's, a payment's result). */
export const unindexed = (key: PageKey, render: PageView['render']): PageView => ({
  metadata: async ({ locale }) => ({
    ...(await pageMetadata(key, locale)),
    robots: { index: false },
  }),
  render,
})

export const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

/** The Next-style props some features' pages take (the news feature's). */
export const routeProps = ({ locale, params, query }: ViewProps) => ({
  params: Promise.resolve({ ...params, locale, url: params.url ?? '' }),
  searchParams: Promise.resolve(query),
})
