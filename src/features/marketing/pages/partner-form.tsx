import { PageHeader } from '@/features/site/PageHeader'

import { FormSlot, Section, Steps } from '../parts'
import { getSiteSettings } from '../queries'
import { marketingMessages, pageHeader, type PageProps } from './shared'

export async function PartnerFormPage({ locale, form }: PageProps) {
  const [t, settings] = await Promise.all([marketingMessages(locale), getSiteSettings(locale)])
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="form" {...await pageHeader(locale, 'form')} />
      </div>
      <Section id="next" heading={t('form.nextHeading')} alt>
        <Steps items={(['reply', 'call', 'offer'] as const).map((k) => t(`form.next.${k}`))} />
      </Section>
      <FormSlot
        id="partner-form"
        heading={t('form.formHeading')}
        intro={t('partnership.ctaText')}
        fallback={t('common.formSlot', { email: settings.salesEmail ?? settings.supportEmail })}
      >
        {form}
      </FormSlot>
    </>
  )
}
