import { UnsubscribePage, type UnsubscribeState } from '@/features/privacy/UnsubscribePage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

// The token comes from the query: rendered on request.
export const dynamic = 'force-dynamic'

type Query = { token?: string | string[]; state?: string | string[] }
type Props = LocaleParams & { searchParams: Promise<Query> }

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('unsubscribe', await pageLocale(params))
}

export default async function Page({ params, searchParams }: Props) {
  const [locale, { token, state }] = await Promise.all([pageLocale(params), searchParams])
  const shown: UnsubscribeState = state === 'done' || state === 'invalid' ? state : 'ask'
  return (
    <UnsubscribePage locale={locale} token={typeof token === 'string' ? token : ''} state={shown} />
  )
}
