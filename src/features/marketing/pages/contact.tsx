import { PageHeader } from '@/features/site/PageHeader'

import styles from '../marketing.module.css'
import { FormSlot, Section } from '../parts'
import { getSiteSettings } from '../queries'
import { marketingMessages, pageHeader, type PageProps } from './shared'

export async function ContactPage({ locale, form }: PageProps) {
  const [t, settings] = await Promise.all([marketingMessages(locale), getSiteSettings(locale)])
  const tel = settings.supportPhone.replace(/[^+\d]/g, '')
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="contact" {...await pageHeader(locale, 'contact')} />
      </div>
      <Section id="details" heading={t('contact.detailsHeading')} alt>
        <dl className={styles.contactList}>
          <div className={styles.card}>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${tel}`}>{settings.supportPhone}</a>
            </dd>
          </div>
          <div className={styles.card}>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </dd>
          </div>
          {settings.salesEmail ? (
            <div className={styles.card}>
              <dt>{t('contact.sales')}</dt>
              <dd>
                <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
              </dd>
            </div>
          ) : null}
          {settings.address ? (
            <div className={styles.card}>
              <dt>{t('contact.address')}</dt>
              <dd>
                <address>{settings.address}</address>
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>
      <FormSlot id="contact-form" heading={t('contact.formHeading')} intro={t('contact.formIntro')} fallback={t('common.formSlot', { email: settings.supportEmail })}>
        {form}
      </FormSlot>
    </>
  )
}
