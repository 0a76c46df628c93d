import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache'
import { payloadClient } from '@/lib/payload'

import type { ChargerModel } from './model'

/** Every listed charger model in a language, by manufacturer then model; kept until one changes. */
export function getChargerModels(locale: Locale): Promise<ChargerModel[]> {
  return cachedRead(['charger-models', locale], ['charger-models'], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'charger-models',
      where: { listed: { equals: true } },
      sort: ['manufacturer', 'model'],
      locale,
      limit: 2000,
      depth: 0,
      pagination: false,
    })
    return docs.map((d) => ({
      id: String(d.id),
      manufacturer: d.manufacturer,
      model: d.model,
      current: d.current,
      powerKw: d.powerKw,
      connectors: d.connectors ?? [],
      ocpp16: d.ocpp16,
      ocpp201: d.ocpp201,
      works: d.works ?? [],
      notes: d.notes ?? '',
    }))
  })
}
