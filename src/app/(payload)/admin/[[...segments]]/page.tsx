/* Payload's back-office pages (generated shape). */
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { newDocumentLocale } from '@/features/backoffice/content-language'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  // A new document opens in the default content language, not the last one an editor translated
  // into.
  const target = newDocumentLocale((await params).segments, await searchParams)
  if (target) redirect(target)
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
