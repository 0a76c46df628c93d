import { FormSlot, StepsSection } from '../parts'
import { pageStart, type PageProps } from './start'

export async function PartnerFormPage({ locale, form }: PageProps) {
  const { t, settings, header } = await pageStart(locale, 'form')
  return (
    <>
      {header}
      <StepsSection
        id="next"
        heading={t('form.nextHeading')}
        items={(['reply', 'call', 'offer'] as const).map((k) => t(`form.next.${k}`))}
      />
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
