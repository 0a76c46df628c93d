import styles from '../marketing.module.css'
import { FormSlot, Section } from '../parts'
import { pageStart, type PageProps } from './start'
import { telHref } from '@/i18n/format'

export async function DeleteAccountPage({ locale, form }: PageProps) {
  const { t, settings, header } = await pageStart(locale, 'deleteAccount')
  return (
    <>
      {header}
      <Section id="how" heading={t('delete.howHeading')} intro={t('delete.how')} alt />
      <Section
        id="conditions"
        heading={t('delete.conditionsHeading')}
        intro={t('delete.conditionsIntro')}
      >
        <ul className={styles.features}>
          {(['payments', 'sessions', 'reservations'] as const).map((k) => (
            <li key={k}>{t(`delete.conditions.${k}`)}</li>
          ))}
        </ul>
      </Section>
      <Section
        id="retention"
        heading={t('delete.retentionHeading')}
        intro={t('delete.retention')}
        alt
      >
        <p>
          {t.rich('delete.support', {
            phone: settings.supportPhone,
            email: settings.supportEmail,
            tel: (chunks) => <a href={telHref(settings.supportPhone)}>{chunks}</a>,
            mail: (chunks) => <a href={`mailto:${settings.supportEmail}`}>{chunks}</a>,
          })}
        </p>
      </Section>
      <FormSlot
        id="delete-account-form"
        heading={t('delete.formHeading')}
        intro={t('delete.formIntro')}
        fallback={t('common.formSlot', { email: settings.supportEmail })}
      >
        {form}
      </FormSlot>
    </>
  )
}
