import type { Metadata } from 'next'

import { LeadForm } from '@/features/forms'
import { marketingMetadata } from '@/features/marketing/metadata'
import { HomePage } from '@/features/marketing/pages/home'
import { isHomePreviewToken } from '@/features/marketing/preview'
import { pageLocale, withoutQuery, type LocaleParams } from '@/features/site/params'
import { payloadClient } from '@/lib/payload'

type Props = LocaleParams & { searchParams: Promise<{ token?: string | string[] }> }

/** Whether a request's `?token=` grants the draft preview of the home page. */
async function isHomePreview(token: string | string[] | undefined): Promise<boolean> {
  return typeof token === 'string' && isHomePreviewToken(token, (await payloadClient()).secret)
}

export async function homeMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const metadata = await marketingMetadata('home', await pageLocale(params))
  return (await isHomePreview((await searchParams).token))
    ? { ...metadata, robots: { index: false, follow: false } }
    : metadata
}

/** `?token=` (the back office's preview and live preview) shows the latest draft of the home page. */
export async function Home({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const preview = await isHomePreview((await searchParams).token)
  return <HomePage locale={locale} preview={preview} leadForm={<LeadForm locale={locale} />} />
}

export const generateMetadata = withoutQuery(homeMetadata)
export default withoutQuery(Home)
