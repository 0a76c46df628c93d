import { UnsubscribePage } from '@/features/privacy/UnsubscribePage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'
import { oneValue } from '@/features/site/view'

// The newsletter's unsubscribe link carries its token: on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('unsubscribe')

export default async function Unsubscribe({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  const state = oneValue(query.state)
  return (
    <UnsubscribePage
      locale={locale}
      token={oneValue(query.token) ?? ''}
      state={state === 'done' || state === 'invalid' ? state : 'ask'}
    />
  )
}
