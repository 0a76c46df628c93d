import { PayPage } from '@/features/pay/PayPage'
import { PrepayPage } from '@/features/pay/PrepayPage'
import { ResultPage } from '@/features/pay/ResultPage'
import { SessionPage } from '@/features/pay/SessionPage'
import { requireStationQuery, runPageGuards } from '@/features/site/guards'
import type { PageView } from '@/features/site/view'

import { one, page, unindexed } from './shared'

/** Paying for a charging session without the app (the QR code's pages need their query). */
export const views = {
  pay: page('pay', async ({ locale }) => <PayPage locale={locale} />, false),
  payPrepay: unindexed('payPrepay', async ({ locale, query }) => {
    runPageGuards('payPrepay', query)
    const station = requireStationQuery(query)
    return (
      <PrepayPage
        locale={locale}
        query={{ ...station, error: one(query.error), email: one(query.email) }}
      />
    )
  }),
  paySuccess: unindexed('paySuccess', async ({ locale, query }) => (
    <ResultPage locale={locale} reference={one(query.payment)?.trim() ?? ''} />
  )),
  session: unindexed('session', async ({ locale, query }) => {
    runPageGuards('session', query)
    return <SessionPage locale={locale} query={requireStationQuery(query)} />
  }),
} satisfies Record<string, PageView>
