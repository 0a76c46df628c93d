import { FormSlot, Section, Steps } from '../parts'
import { pageStart, type PageProps } from './shared'

export async function PartnerFormPage({ locale, form }: PageProps) {
  const { t, settings, header } = await pageStart(locale, 'form')
  return (
    <>
      {header}
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
