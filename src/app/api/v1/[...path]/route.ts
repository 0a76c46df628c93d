import type { NextRequest } from 'next/server'

import { jsonError, notFoundError } from '@/lib/http'

import { matcher } from './match'

import * as app from '../app/handler'
import * as booking from '../booking/handler'
import * as bookingCalendar from '../booking/calendar/[token]/handler'
import * as bookingCalendarRenew from '../booking/calendar/renew/handler'
import * as bookingManage from '../booking/manage/handler'
import * as cartReconcile from '../cart/reconcile/handler'
import * as chargerModels from '../charger-models/handler'
import * as contentDictionaryValues from '../content-dictionary-values/handler'
import * as contentQuery from '../content/query/handler'
import * as cspReports from '../csp-reports/handler'
import * as errorProbe from '../error-probe/handler'
import * as forms from '../forms/[form]/handler'
import * as mapBasemap from '../map/basemap/handler'
import * as mapPlaces from '../map/places/handler'
import * as monitoring from '../monitoring/handler'
import * as newsletterUnsubscribe from '../newsletter/unsubscribe/handler'
import * as orders from '../orders/handler'
import * as payments from '../payments/handler'
import * as paymentsWebhook from '../payments/webhook/[provider]/handler'
import * as postCategories from '../post-categories/handler'
import * as posts from '../posts/handler'
import * as postByUrl from '../posts/url/[url]/handler'
import * as preview from '../preview/handler'
import * as previewExit from '../preview/exit/handler'
import * as revalidate from '../revalidate/handler'
import * as station from '../stations/[id]/handler'
import * as stationComments from '../stations/[id]/comments/handler'
import * as stations from '../stations/handler'
import * as stationsVersion from '../stations/version/handler'
import * as tags from '../tags/handler'
import * as vitals from '../vitals/handler'

/**
 * The one route entry of `/api/v1/*`. Each endpoint's handler sits in the folder of its address,
 * where Next's route file would be (`../forms/[form]/handler.ts` answers `/api/v1/forms/{form}`,
 * its `params` as a route file's), and this table maps the addresses to them. One entry instead of
 * 31: the build compiles each route entry's server graph apart, and the 31 took about 40 s of a
 * 90 s compile (docs/performance.md, "The first start").
 */

// A route file's handler: the request and its `params` (each handler types its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>
type Endpoint = { GET?: Handler; POST?: Handler }

/** Addresses under /api/v1, `[name]` a segment given to the handler as `params.name`. */
const endpoints: [address: string, endpoint: Endpoint][] = [
  ['app', app],
  ['booking', booking],
  ['booking/manage', bookingManage],
  ['booking/calendar/renew', bookingCalendarRenew],
  ['booking/calendar/[token]', bookingCalendar],
  ['cart/reconcile', cartReconcile],
  ['charger-models', chargerModels],
  ['content-dictionary-values', contentDictionaryValues],
  ['content/query', contentQuery],
  ['csp-reports', cspReports],
  ['error-probe', errorProbe],
  ['forms/[form]', forms],
  ['map/basemap', mapBasemap],
  ['map/places', mapPlaces],
  ['monitoring', monitoring],
  ['newsletter/unsubscribe', newsletterUnsubscribe],
  ['orders', orders],
  ['payments', payments],
  ['payments/webhook/[provider]', paymentsWebhook],
  ['post-categories', postCategories],
  ['posts', posts],
  ['posts/url/[url]', postByUrl],
  ['preview', preview],
  ['preview/exit', previewExit],
  ['revalidate', revalidate],
  ['stations', stations],
  ['stations/version', stationsVersion],
  ['stations/[id]', station],
  ['stations/[id]/comments', stationComments],
  ['tags', tags],
  ['vitals', vitals],
]

const match = matcher(endpoints)

function answer(method: 'GET' | 'POST') {
  return async (request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) => {
    const found = match((await params).path)
    if (!found) return notFoundError()
    const handler = found.endpoint[method]
    if (!handler) {
      const allow = (['GET', 'POST'] as const).filter((m) => found.endpoint[m])
      return jsonError(405, 'method_not_allowed', 'This method is not allowed here', undefined, {
        Allow: [...allow, ...(allow.includes('GET') ? ['HEAD'] : [])].join(', '),
      })
    }
    return handler(request, { params: Promise.resolve(found.params) })
  }
}

export const dynamic = 'force-dynamic'
export const GET = answer('GET')
export const POST = answer('POST')
