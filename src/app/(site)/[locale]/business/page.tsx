import { CalculatorSection } from '@/features/calculator/CalculatorPage'
import { LeadForm } from '@/features/forms'
import { HardwareTeaser } from '@/features/hardware/HardwarePage'
import { marketingMetadata } from '@/features/marketing/metadata'
import { BusinessPage } from '@/features/marketing/pages/business'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('business', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return (
    <BusinessPage
      locale={locale}
      form={<LeadForm locale={locale} />}
      tools={
        <>
          <CalculatorSection locale={locale} />
          <HardwareTeaser locale={locale} />
        </>
      }
    />
  )
}
