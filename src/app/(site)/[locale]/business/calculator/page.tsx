import { CalculatorPage } from '@/features/calculator/CalculatorPage'
import { LeadForm } from '@/features/forms'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, withoutQuery, type LocaleParams } from '@/features/site/params'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('businessCalculator', await pageLocale(params))
}

export async function CalculatorRoute({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return (
    <CalculatorPage
      locale={locale}
      searchParams={await searchParams}
      leadForm={(props) => <LeadForm locale={locale} {...props} />}
    />
  )
}

export default withoutQuery(CalculatorRoute)
