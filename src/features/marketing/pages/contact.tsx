import type { ReactNode } from 'react'

import styles from '../marketing.module.css'
import { FormSlot, Section } from '../parts'
import { pageStart, type PageProps } from './start'
import { telHref } from '@/i18n/format'

/** One way of reaching the company, as a card of the contact list. */
function ContactItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export async function ContactPage({ locale, form }: PageProps) {
  const { t, settings, header } = await pageStart(locale, 'contact')
  return (
    <>
      {header}
      <Section id="details" heading={t('contact.detailsHeading')} alt>
        <dl className={styles.contactList}>
          <ContactItem term={t('contact.phone')}>
            <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>
          </ContactItem>
          <ContactItem term={t('contact.email')}>
            <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
          </ContactItem>
          {settings.salesEmail ? (
            <ContactItem term={t('contact.sales')}>
              <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
            </ContactItem>
          ) : null}
          {settings.address ? (
            <ContactItem term={t('contact.address')}>
              <address>{settings.address}</address>
            </ContactItem>
          ) : null}
        </dl>
      </Section>
      <FormSlot
        id="contact-form"
        heading={t('contact.formHeading')}
        intro={t('contact.formIntro')}
        fallback={t('common.formSlot', { email: settings.supportEmail })}
      >
        {form}
      </FormSlot>
    </>
  )
}
