import type { OcpiConnector } from '../stations/model'
import { priceComponent, type OcpiTariff, type PriceComponent } from './model'

/**
 * Demo OCPI tariffs of the seeded network (party VLT in each country), with a mix of components:
 * energy only, energy with a start fee, energy with charging time, day and night energy, idle fees
 * after charging, and a free tariff. Prices exclude VAT, as OCPI has them; VAT is the country's.
 */
const vat: Record<string, number> = { UA: 20, PT: 23, MY: 8 }
const currency: Record<string, string> = { UA: 'UAH', PT: 'EUR', MY: 'MYR' }
/** Excluding VAT: energy per kWh (AC, DC), start fee, time and parking per hour. */
const prices: Record<
  string,
  { ac: number; dc: number; night: number; flat: number; time: number; parking: number }
> = {
  UA: { ac: 7.9, dc: 13.3, night: 5.8, flat: 10, time: 30, parking: 60 },
  PT: { ac: 0.24, dc: 0.45, night: 0.18, flat: 0.5, time: 1.2, parking: 6 },
  MY: { ac: 0.95, dc: 1.3, night: 0.7, flat: 1, time: 3, parking: 12 },
}

const c = (cc: string, type: PriceComponent['type'], price: number, step = 1): PriceComponent =>
  priceComponent(type, price, vat[cc], step)

export function demoTariffs(lastUpdated: string): OcpiTariff[] {
  return Object.keys(prices).flatMap((cc) => {
    const p = prices[cc]!
    const base = {
      country_code: cc,
      party_id: 'VLT',
      currency: currency[cc]!,
      last_updated: lastUpdated,
    }
    const idle = {
      price_components: [c(cc, 'PARKING_TIME', p.parking, 60)],
      restrictions: { min_duration: 3600 },
    }
    return [
      {
        ...base,
        id: `${cc}-AC`,
        type: 'REGULAR',
        elements: [{ price_components: [c(cc, 'ENERGY', p.ac)] }, idle],
      },
      {
        ...base,
        id: `${cc}-AC-NIGHT`,
        elements: [
          {
            price_components: [c(cc, 'ENERGY', p.night)],
            restrictions: { start_time: '22:00', end_time: '06:00' },
          },
          { price_components: [c(cc, 'ENERGY', p.ac)] },
        ],
      },
      {
        ...base,
        id: `${cc}-DC`,
        type: 'AD_HOC_PAYMENT',
        elements: [{ price_components: [c(cc, 'FLAT', p.flat), c(cc, 'ENERGY', p.dc)] }, idle],
      },
      {
        ...base,
        id: `${cc}-DC-TIME`,
        elements: [{ price_components: [c(cc, 'ENERGY', p.dc), c(cc, 'TIME', p.time, 60)] }, idle],
      },
      {
        ...base,
        id: `${cc}-FREE`,
        tariff_alt_text: [{ language: 'en', text: 'Free of charge' }],
        elements: [{ price_components: [{ type: 'FLAT', price: 0, step_size: 0 }] }],
      },
    ] satisfies OcpiTariff[]
  })
}

/**
 * Which demo tariff a connector gets, from its station's position in the city (deterministic, and
 * without drawing from the seed's random sequence, which would move every station). One in four
 * keeps only the site's own `tariff_per_kwh`, as stations fed before OCPI tariffs did.
 */
export function demoTariffIds(
  cc: string,
  n: number,
  connector: OcpiConnector,
  free: boolean,
): string[] | undefined {
  if (free) return [`${cc}-FREE`]
  const k = n % 4
  if (k === 3) return undefined
  if (connector.power_type === 'DC') return [k === 1 ? `${cc}-DC-TIME` : `${cc}-DC`]
  return [k === 2 ? `${cc}-AC-NIGHT` : `${cc}-AC`]
}
