import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/**
 * "Book a meeting": a plain link to the booking page, carrying where it was (the lead source) and,
 * where there is one, the plan or model and the interest, as the lead form does. No script.
 */
export async function BookMeetingCta({
  locale,
  source,
  plan,
  interest,
}: {
  locale: Locale
  source: string
  plan?: string
  interest?: string
}) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const query = new URLSearchParams({
    source,
    ...(plan ? { plan } : {}),
    ...(interest ? { interest } : {}),
  })
  return (
    <section className="section container" aria-labelledby={`book-meeting-${source}`}>
      <h2 id={`book-meeting-${source}`}>{t('ctaHeading')}</h2>
      <p>{t('ctaIntro')}</p>
      <p>
        <a
          className="button button--primary"
          href={`/${locale}/book-a-meeting?${query}`}
          data-testid="book-meeting"
        >
          {t('cta')}
        </a>
      </p>
    </section>
  )
}
