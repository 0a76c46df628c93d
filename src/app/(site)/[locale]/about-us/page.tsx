import { marketingMetadata } from '@/features/marketing/metadata'
import { AboutUsPage } from '@/features/marketing/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('aboutUs', await pageLocale(params))
}

/** `?position=<id>` (the Apply link of an open position) preselects it for the job application. */
export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<{ position?: string | string[] }> }) {
  const locale = await pageLocale(params)
  const { position } = await searchParams
  return <AboutUsPage locale={locale} positionId={typeof position === 'string' ? position : undefined} />
}
