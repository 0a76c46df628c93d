import { BookMeetingCta } from '@/features/booking/BookMeetingCta'
import { PartnershipPage } from '@/features/marketing/pages/partnership'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('partnership')

export default async function Partnership({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return (
    <>
      <PartnershipPage locale={locale} />
      <BookMeetingCta locale={locale} source="partnership" />
    </>
  )
}
