import { BookMeetingCta } from '@/features/booking/BookMeetingCta'
import { CalculatorSection } from '@/features/calculator/CalculatorPage'
import { LeadForm } from '@/features/forms'
import { HardwareTeaser } from '@/features/hardware/HardwarePage'
import { BusinessPage } from '@/features/marketing/pages/business'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('business')

export default async function Business({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return (
    <BusinessPage
      locale={locale}
      form={<LeadForm locale={locale} />}
      tools={
        <>
          <CalculatorSection locale={locale} />
          <HardwareTeaser locale={locale} />
          <BookMeetingCta locale={locale} source="business" />
        </>
      }
    />
  )
}
