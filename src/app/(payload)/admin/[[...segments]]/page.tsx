/* Payload's back-office pages (generated shape). */
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { getPayload } from 'payload'
import { headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'

import { newDocumentLocale } from '@/features/backoffice/content-language'
import { isRefusedAdminRoute } from '@/features/backoffice/not-allowed'

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
  const { segments } = await params
  const target = newDocumentLocale(segments, await searchParams)
  if (target) redirect(target)
  // What this account's role may not read: 403 "Not allowed", not Payload's 404 "Nothing found".
  if (await isRefusedAdminRoute(await getPayload({ config }), await headers(), segments))
    forbidden()
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
