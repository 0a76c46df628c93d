import { PageHeader } from '@/features/site/PageHeader'

import { AppLinks, Section, Steps } from '../parts'
import { getSiteSettings } from '../queries'
import { appLabels, marketingMessages, pageHeader, type PageProps } from './shared'

export async function InviteFriendPage({ locale }: PageProps) {
  const [t, settings] = await Promise.all([marketingMessages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="inviteFriend" {...await pageHeader(locale, 'inviteFriend')} />
      </div>
      <Section id="how" heading={t('invite.howHeading')} alt>
        <Steps items={(['share', 'join', 'earn'] as const).map((k) => t(`invite.steps.${k}`))} />
      </Section>
      <Section id="bonus" heading={t('invite.bonusHeading')} intro={t('invite.bonusText', { appOnly: t('common.appOnly') })}>
        <AppLinks settings={settings} labels={appLabels(t)} />
      </Section>
    </>
  )
}
