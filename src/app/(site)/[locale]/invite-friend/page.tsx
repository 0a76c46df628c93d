import { marketingMetadata } from '@/features/marketing/metadata'
import { InviteFriendPage } from '@/features/marketing/pages/invite-friend'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export async function generateMetadata({ params }: LocaleParams) {
  return marketingMetadata('inviteFriend', await pageLocale(params))
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <InviteFriendPage locale={locale} />
}
