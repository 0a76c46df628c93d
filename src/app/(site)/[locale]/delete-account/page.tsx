import { DeletionRequestForm } from '@/features/forms'
import { marketingMetadata } from '@/features/marketing/metadata'
import { DeleteAccountPage } from '@/features/marketing/pages/delete-account'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('deleteAccount', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <DeleteAccountPage locale={locale} form={<DeletionRequestForm locale={locale} />} />
}
