import { AppLinks, Section, StepsSection } from '../parts'
import { appLabels } from './cards'
import { pageStart, type PageProps } from './start'

export async function InviteFriendPage({ locale }: PageProps) {
  const { t, settings, header } = await pageStart(locale, 'inviteFriend')
  return (
    <>
      {header}
      <StepsSection
        id="how"
        heading={t('invite.howHeading')}
        items={(['share', 'join', 'earn'] as const).map((k) => t(`invite.steps.${k}`))}
      />
      <Section
        id="bonus"
        heading={t('invite.bonusHeading')}
        intro={t('invite.bonusText', { appOnly: t('common.appOnly') })}
      >
        <AppLinks settings={settings} labels={appLabels(t)} />
      </Section>
    </>
  )
}
