import {
  derivedColumns,
  type2Socket22kW,
  type OcpiConnector,
  type OcpiEvse,
  type OcpiStatus,
  type OpeningTimes,
  type RegularHours,
  type StationType,
} from '../stations/model'
import { demoTariffIds } from '../tariffs/seed'

import { countries, pad, type Country } from './countries'

/**
 * The stations of the demo network, generated deterministically (seeded random): scattered around
 * real cities and along the roads between them, with the connectors, powers, tariffs and statuses
 * such networks have.
 */
/** Mulberry32: small, fast, deterministic. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pickWeighted<T>(r: () => number, items: T[], weight: (t: T) => number): T {
  const total = items.reduce((s, i) => s + weight(i), 0)
  let x = r() * total
  for (const i of items) if ((x -= weight(i)) <= 0) return i
  return items[items.length - 1]!
}

export const pick = <T>(r: () => number, items: readonly T[]): T =>
  items[Math.floor(r() * items.length)]!
const gauss = (r: () => number) =>
  Math.sqrt(-2 * Math.log(r() || 1e-9)) * Math.cos(2 * Math.PI * r())
const money = (r: () => number, [min, max]: [number, number]) =>
  Math.round((min + r() * (max - min)) * 100) / 100

/** One of `shares` by a draw: each value with its cumulative share, the last taking the rest. */
function byShare<T>(r: () => number, shares: [number, T][], rest: T): T {
  const x = r()
  return shares.find(([upTo]) => x < upTo)?.[1] ?? rest
}

/** How often each EVSE status occurs (cumulative). */
const statusShares: [number, OcpiStatus][] = [
  [0.55, 'AVAILABLE'],
  [0.8, 'CHARGING'],
  [0.85, 'BLOCKED'],
  [0.9, 'RESERVED'],
  [0.95, 'OUTOFORDER'],
  [0.98, 'INOPERATIVE'],
]
const statusOf = (r: () => number) => byShare(r, statusShares, 'UNKNOWN')

/**
 * A connector of the demo network: kind as [standard, format, power type, volts, amps, watts], and
 * price.
 */
type Kind = [
  OcpiConnector['standard'],
  OcpiConnector['format'],
  OcpiConnector['power_type'],
  number,
  number,
  number,
]
const plug = (
  id: string,
  [standard, format, power_type, max_voltage, max_amperage, max_electric_power]: Kind,
  tariff_per_kwh: number,
): OcpiConnector => ({
  id,
  standard,
  format,
  power_type,
  max_voltage,
  max_amperage,
  max_electric_power,
  tariff_per_kwh,
})

/**
 * The EVSEs of one station: 7 kW, 22 kW, 50 kW multi-standard or 120-350 kW chargers, in the
 * proportions networks have.
 */
function evsesFor(r: () => number, id: string, country: Country, free: boolean): OcpiEvse[] {
  const x = r()
  const ac = () => money(r, country.tariff.ac)
  const dc = () => money(r, country.tariff.dc)
  const tariff = (value: number) => (free ? 0 : value)
  // Each draw from `r` happens in the order below (argument order included): the network depends on
  // it.
  const ac7 = () => [
    plug('1', ['IEC_62196_T2', 'SOCKET', 'AC_1_PHASE', 230, 32, 7400], tariff(ac())),
  ]
  const ac22 = () => {
    const amps = r() < 0.4 ? 16 : 32
    return [
      plug(
        '1',
        [
          'IEC_62196_T2',
          r() < 0.7 ? 'SOCKET' : 'CABLE',
          'AC_3_PHASE',
          400,
          amps,
          amps === 16 ? 11000 : 22000,
        ],
        tariff(ac()),
      ),
    ]
  }
  const dc50 = () => {
    const price = tariff(dc())
    const second: Kind =
      country.cc === 'UA' && r() < 0.5
        ? ['GBT_DC', 'CABLE', 'DC', 750, 80, 60000]
        : ['CHADEMO', 'CABLE', 'DC', 500, 125, 50000]
    return [
      plug('1', ['IEC_62196_T2_COMBO', 'CABLE', 'DC', 500, 125, 60000], price),
      plug('2', second, price),
      { id: '3', ...type2Socket22kW, tariff_per_kwh: tariff(ac()) },
    ]
  }
  const dc150 = () => {
    const kw = pick(r, [120, 150, 180, 300, 350])
    return [
      plug(
        '1',
        ['IEC_62196_T2_COMBO', 'CABLE', 'DC', 920, Math.ceil((kw * 1000) / 920), kw * 1000],
        tariff(dc()),
      ),
    ]
  }
  const [kind, count] =
    x < 0.2
      ? [ac7, 1 + Math.floor(r() * 2)]
      : x < 0.62
        ? [ac22, 1 + Math.floor(r() * 4)]
        : x < 0.85
          ? [dc50, 1 + Math.floor(r() * 2)]
          : [dc150, 2 + Math.floor(r() * 5)]
  return Array.from({ length: count }, (_, i) => ({
    uid: `${id}-${i + 1}`,
    evse_id: `${country.cc}*VLT*E${id.slice(-6).replace(/\D/g, '')}${i + 1}`,
    status: statusOf(r),
    connectors: kind(),
  }))
}

function openingTimesFor(r: () => number): OpeningTimes {
  if (r() < 0.7) return { twentyfourseven: true }
  const [open, close, sunOpen, sunClose] = pick(r, [
    ['08:00', '22:00', '09:00', '21:00'],
    ['07:00', '23:00', '08:00', '22:00'],
    ['09:00', '21:00', '10:00', '20:00'],
    ['06:00', '20:00', '08:00', '18:00'],
  ] as [string, string, string, string][])
  return {
    twentyfourseven: false,
    regular_hours: [1, 2, 3, 4, 5, 6]
      .map((weekday): RegularHours => ({ weekday, period_begin: open, period_end: close }))
      .concat([{ weekday: 7, period_begin: sunOpen, period_end: sunClose }]),
  }
}

/** How often each station type occurs (cumulative). */
const typeShares: [number, StationType][] = [
  [0.58, 'paidByTariff'],
  [0.78, 'public'],
  [0.86, 'free'],
  [0.94, 'clientsOnly'],
  [0.99, 'restricted'],
]
const typeOf = (r: () => number) => byShare(r, typeShares, 'test')

const facilitiesByPlace: Record<string, string[]> = {
  Hotel: ['HOTEL', 'RESTAURANT', 'WIFI'],
  'Shopping Centre': ['MALL', 'CAFE', 'WIFI'],
  'Centro Comercial': ['MALL', 'CAFE', 'WIFI'],
  Mall: ['MALL', 'CAFE', 'WIFI'],
  Supermarket: ['SUPERMARKET'],
  Supermercado: ['SUPERMARKET'],
  Hypermarket: ['SUPERMARKET', 'CAFE'],
  'Fuel Station': ['FUEL_STATION', 'CAFE'],
  'Posto de Abastecimento': ['FUEL_STATION', 'CAFE'],
  'Petrol Station': ['FUEL_STATION', 'CAFE'],
  'R&R Rest Area': ['FUEL_STATION', 'RESTAURANT'],
  Parking: ['PARKING_LOT'],
  'Car Park': ['PARKING_LOT'],
  'Parque de Estacionamento': ['PARKING_LOT'],
  'Railway Station': ['TRAIN_STATION', 'TAXI_STAND'],
  Estação: ['TRAIN_STATION', 'TAXI_STAND'],
  'City Park': ['RECREATION_AREA', 'NATURE'],
}

export type GeneratedStation = Record<string, unknown> & { ocpiId: string; commentsCount: number }

/** Generates `count` stations deterministically. */
export function generateStations(count: number, seed = 2026): GeneratedStation[] {
  const r = random(seed)
  const now = new Date().toISOString()
  const perCity = new Map<string, number>()
  const stations: GeneratedStation[] = []
  for (let i = 0; i < count; i++) {
    const country = pickWeighted(r, countries, (c) => c.share)
    const city = pickWeighted(r, country.cities, (c) => c.weight)
    let lat: number
    let lng: number
    if (r() < 0.15) {
      // Along the road to another city.
      const other = pick(r, country.cities)
      const t = r()
      lat = city.lat + (other.lat - city.lat) * t + gauss(r) * 0.02
      lng = city.lng + (other.lng - city.lng) * t + gauss(r) * 0.02
    } else {
      const spread = 0.03 + (city.weight / 30) * 0.06
      lat = city.lat + gauss(r) * spread
      lng = city.lng + gauss(r) * spread * 1.4
    }
    const n = (perCity.get(city.code) ?? 0) + 1
    perCity.set(city.code, n)
    const ocpiId = `${country.cc}-VLT-${city.code}-${pad(n, 4)}`
    const type = typeOf(r)
    const evses = evsesFor(r, ocpiId, country, type === 'free').map((e) => ({
      ...e,
      connectors: e.connectors.map((c) => {
        const tariffIds = demoTariffIds(country.cc, n, c, type === 'free')
        return tariffIds ? { ...c, tariff_ids: tariffIds } : c
      }),
    }))
    const place = pick(r, country.places)
    const street = pick(r, country.streets)
    const commentsCount = r() < 0.6 ? Math.floor(-Math.log(r() || 1e-9) * 3) : 0
    stations.push({
      ocpiId,
      publicId: ocpiId,
      lastUpdated: now,
      countryCode: country.cc,
      partyId: 'VLT',
      name: `${city.name} ${place} ${n}`.slice(0, 255),
      address: `${street}, ${1 + Math.floor(r() * 180)}`.slice(0, 45),
      city: city.name,
      postalCode: city.postal(r),
      country: country.iso3,
      latitude: Math.round(lat * 1e6) / 1e6,
      longitude: Math.round(lng * 1e6) / 1e6,
      timeZone: country.timeZone,
      openingTimes: openingTimesFor(r),
      operatorName: pick(r, country.operators),
      operatorWebsite: null,
      facilities: facilitiesByPlace[place] ?? (r() < 0.5 ? ['WIFI'] : []),
      evses,
      type,
      currency: country.currency,
      appUsersOnly: r() < 0.1,
      publish: true,
      commentsCount,
      ...derivedColumns(evses),
      createdAt: now,
      updatedAt: now,
    })
  }
  return stations
}
