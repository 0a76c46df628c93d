import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'

import { tokenId } from '@/features/forms/unsubscribe-token'

export type UnsubscribeState = 'ask' | 'done' | 'invalid' | 'missing'

/**
 * `/<locale>/unsubscribe?token=…`, the newsletter's unsubscribe link: a button that posts the token
 * (a link opened by a mail scanner unsubscribes nobody), then the outcome. Works without
 * JavaScript: the form posts to `/api/v1/newsletter/unsubscribe`, which answers with a redirect
 * back here.
 */
export async function UnsubscribePage({
  locale,
  token,
  state,
}: {
  locale: Locale
  token: string
  state: UnsubscribeState
}) {
  const t = await getTranslations({ locale, namespace: 'forms.unsubscribe' })
  const shown: UnsubscribeState = state === 'ask' && !tokenId(token) ? 'missing' : state
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="unsubscribe" />
      {shown === 'ask' ? (
        <form method="post" action="/api/v1/newsletter/unsubscribe" data-unsubscribe="ask">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="button button--primary">
            {t('submit')}
          </button>
        </form>
      ) : (
        <p role={shown === 'done' ? 'status' : 'alert'} data-unsubscribe={shown}>
          {t(shown)}
        </p>
      )}
    </div>
  )
}
