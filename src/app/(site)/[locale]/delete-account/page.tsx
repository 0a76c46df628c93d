import { DeletionRequestForm } from '@/features/forms'
import { DeleteAccountPage } from '@/features/marketing/pages/delete-account'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('deleteAccount')

export default async function DeleteAccount({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <DeleteAccountPage locale={locale} form={<DeletionRequestForm locale={locale} />} />
}
