import { ManagePage } from '@/features/booking/ManagePage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'

// One visitor's meeting, behind its signed link: on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('bookMeetingManage')

export default async function BookMeetingManage({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  return <ManagePage locale={locale} query={query} />
}
