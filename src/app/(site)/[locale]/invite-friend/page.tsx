import { InviteFriendPage } from '@/features/marketing/pages/invite-friend'
import { pageMetadataOf } from '@/features/site/metadata'
import { pageLocale, type LocaleParams } from '@/features/site/params'

export const generateMetadata = pageMetadataOf('inviteFriend')

export default async function InviteFriend({ params }: LocaleParams) {
  return <InviteFriendPage locale={await pageLocale(params)} />
}
