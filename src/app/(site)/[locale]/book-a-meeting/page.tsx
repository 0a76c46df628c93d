import { BookingPage } from '@/features/booking/BookingPage'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type QueryProps } from '@/features/site/params'

// Free times change by the minute and are shown in the visitor's zone: on request.
export const dynamic = 'force-dynamic'
export const generateMetadata = pageMetadataOf('bookMeeting')

export default async function BookMeeting({ params, searchParams }: QueryProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  return <BookingPage locale={locale} query={query} />
}
