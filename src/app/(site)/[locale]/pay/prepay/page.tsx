import { PrepayPage } from '@/features/pay/PrepayPage'
import { requireStationQuery, runPageGuards, type StationQuery } from '@/features/site/guards'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// The station and connector come from the query: rendered on request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & {
  searchParams: Promise<StationQuery & { error?: string | string[]; email?: string | string[] }>
}

export async function generateMetadata({ params }: LocaleParams) {
  return {
    ...(await pageMetadata('payPrepay', await pageLocale(params))),
    robots: { index: false },
  }
}

export default async function Page({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  runPageGuards('payPrepay', query)
  const station = requireStationQuery(query)
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined)
  return (
    <PrepayPage
      locale={locale}
      query={{ ...station, error: one(query.error), email: one(query.email) }}
    />
  )
}
