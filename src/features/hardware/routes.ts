import { defaultLocale, isLocale, locales } from '@/i18n/locales'
import { badRequest, cacheableJson } from '@/lib/http'

import { checkHardwareApiQuery } from './model'
import { searchChargerModels } from './search'

/**
 * `GET /api/v1/charger-models?locale=en&q=terra&ocpp=2.0.1&power=from100&page=1` → `{ total, page,
 * pages, models: ModelView[] }`: the page's search as JSON, which the search as you type calls.
 * Every parameter is optional (no `q`, `ocpp` or `power` lists every model, by pages).
 */
export async function chargerModelsHandler(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale') ?? defaultLocale
  if (!isLocale(locale)) return badRequest(`locale must be one of ${locales.join(', ')}.`, 'locale')
  const checked = checkHardwareApiQuery(params)
  if (!checked.ok) return badRequest(checked.message, checked.field)
  const { query, page } = checked.value
  // Models change when an editor saves one: a minute in shared caches is fresh enough.
  return cacheableJson(await searchChargerModels(locale, query, page), { maxAge: 60 })
}
