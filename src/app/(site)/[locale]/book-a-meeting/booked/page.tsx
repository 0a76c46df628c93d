import { BookedPage } from '@/features/booking/BookedPage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'
import { oneValue } from '@/features/site/view'

// One visitor's meeting, behind its signed link: on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('bookMeetingBooked')

export default async function BookMeetingBooked({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  return (
    <BookedPage locale={locale} id={oneValue(query.id) ?? ''} token={oneValue(query.t) ?? ''} />
  )
}
