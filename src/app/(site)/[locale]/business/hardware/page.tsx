import { LeadForm } from '@/features/forms'
import { HardwarePage } from '@/features/hardware/HardwarePage'
import { pageMetadata } from '@/features/site/metadata'
import { pageLocale, withoutQuery, type LocaleParams } from '@/features/site/params'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata('businessHardware', await pageLocale(params))
}

export async function HardwareRoute({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return (
    <HardwarePage
      locale={locale}
      searchParams={await searchParams}
      leadForm={(props) => <LeadForm locale={locale} {...props} />}
    />
  )
}

export default withoutQuery(HardwareRoute)
