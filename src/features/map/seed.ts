import type { Payload } from 'payload'

import type { AnyDrizzle } from '@/lib/database'

import { resetStationsVersion } from './cache'
import { demoTariffIds, demoTariffs } from './tariffs/seed'
import { tariffFields } from './tariffs/store'
import { derivedColumns, type OcpiConnector, type OcpiEvse, type OcpiStatus, type OpeningTimes, type RegularHours, type StationType } from './model'

/**
 * A realistic demo network in Ukraine, Portugal and Malaysia: stations scattered around real cities
 * and along the roads between them, with the connectors, powers, tariffs and statuses such networks
 * have. Deterministic (seeded random), bulk-inserted so `npm start` and every e2e run stay fast.
 * `SEED_STATIONS` sets how many (default 6,000).
 */
type City = { code: string; name: string; lat: number; lng: number; postal: (r: () => number) => string; weight: number }
type Country = {
  cc: string
  iso3: string
  timeZone: string
  currency: 'UAH' | 'EUR' | 'MYR'
  streets: string[]
  places: string[]
  operators: string[]
  share: number
  tariff: { ac: [number, number]; dc: [number, number] }
  cities: City[]
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const ua = (base: number) => (r: () => number) => pad(base + Math.floor(r() * 99), 5)
const pt = (base: number) => (r: () => number) => `${base + Math.floor(r() * 99)}-${pad(Math.floor(r() * 999), 3)}`
const my = (base: number) => (r: () => number) => pad(base + Math.floor(r() * 999), 5)

export const countries: Country[] = [
  {
    cc: 'UA',
    iso3: 'UKR',
    timeZone: 'Europe/Kyiv',
    currency: 'UAH',
    share: 0.45,
    tariff: { ac: [8.5, 11], dc: [13, 18.5] },
    streets: [
      'vul. Khreshchatyk',
      'prosp. Peremohy',
      'vul. Shevchenka',
      'vul. Ivana Franka',
      'vul. Sadova',
      'prosp. Nezalezhnosti',
      'vul. Soborna',
      'vul. Hrushevskoho',
      'vul. Lesi Ukrainky',
      'prosp. Svobody',
      'vul. Vokzalna',
      'vul. Kyivska',
    ],
    places: ['Shopping Centre', 'Business Centre', 'Hotel', 'Supermarket', 'Fuel Station', 'Parking', 'Railway Station', 'City Park', 'Residential Complex', 'Hypermarket'],
    operators: ['Voltra Network UA', 'EcoCharge Ukraine', 'Drive Energy'],
    cities: [
      { code: 'KYI', name: 'Kyiv', lat: 50.4501, lng: 30.5234, postal: ua(1001), weight: 30 },
      { code: 'LVI', name: 'Lviv', lat: 49.8397, lng: 24.0297, postal: ua(79000), weight: 12 },
      { code: 'ODS', name: 'Odesa', lat: 46.4825, lng: 30.7233, postal: ua(65000), weight: 10 },
      { code: 'KHA', name: 'Kharkiv', lat: 49.9935, lng: 36.2304, postal: ua(61000), weight: 8 },
      { code: 'DNI', name: 'Dnipro', lat: 48.4647, lng: 35.0462, postal: ua(49000), weight: 8 },
      { code: 'ZAP', name: 'Zaporizhzhia', lat: 47.8388, lng: 35.1396, postal: ua(69000), weight: 4 },
      { code: 'VIN', name: 'Vinnytsia', lat: 49.2331, lng: 28.4682, postal: ua(21000), weight: 5 },
      { code: 'IFR', name: 'Ivano-Frankivsk', lat: 48.9226, lng: 24.7111, postal: ua(76000), weight: 4 },
      { code: 'UZH', name: 'Uzhhorod', lat: 48.6208, lng: 22.2879, postal: ua(88000), weight: 3 },
      { code: 'CHE', name: 'Chernihiv', lat: 51.4982, lng: 31.2893, postal: ua(14000), weight: 3 },
      { code: 'POL', name: 'Poltava', lat: 49.5883, lng: 34.5514, postal: ua(36000), weight: 3 },
      { code: 'RIV', name: 'Rivne', lat: 50.6199, lng: 26.2516, postal: ua(33000), weight: 3 },
      { code: 'TER', name: 'Ternopil', lat: 49.5535, lng: 25.5948, postal: ua(46000), weight: 3 },
      { code: 'LUT', name: 'Lutsk', lat: 50.7472, lng: 25.3254, postal: ua(43000), weight: 3 },
      { code: 'ZHY', name: 'Zhytomyr', lat: 50.2547, lng: 28.6587, postal: ua(10000), weight: 3 },
      { code: 'CHK', name: 'Cherkasy', lat: 49.4444, lng: 32.0598, postal: ua(18000), weight: 3 },
      { code: 'MYK', name: 'Mykolaiv', lat: 46.975, lng: 31.9946, postal: ua(54000), weight: 3 },
      { code: 'KHM', name: 'Khmelnytskyi', lat: 49.4229, lng: 26.9871, postal: ua(29000), weight: 3 },
      { code: 'CHV', name: 'Chernivtsi', lat: 48.2915, lng: 25.9403, postal: ua(58000), weight: 3 },
      { code: 'SUM', name: 'Sumy', lat: 50.9077, lng: 34.7981, postal: ua(40000), weight: 2 },
      { code: 'BTS', name: 'Bila Tserkva', lat: 49.7968, lng: 30.1311, postal: ua(9100), weight: 2 },
    ],
  },
  {
    cc: 'PT',
    iso3: 'PRT',
    timeZone: 'Europe/Lisbon',
    currency: 'EUR',
    share: 0.3,
    tariff: { ac: [0.25, 0.35], dc: [0.45, 0.65] },
    streets: [
      'Rua Augusta',
      'Avenida da Liberdade',
      'Rua de Santa Catarina',
      'Avenida da República',
      'Rua do Comércio',
      'Rua Direita',
      'Avenida Central',
      'Rua 25 de Abril',
      'Avenida dos Aliados',
      'Rua da Boavista',
      'Avenida Marginal',
    ],
    places: ['Centro Comercial', 'Hotel', 'Supermercado', 'Posto de Abastecimento', 'Parque de Estacionamento', 'Estação', 'Parque Empresarial', 'Retail Park'],
    operators: ['Voltra Portugal', 'Mobi Carga', 'Atlântico Energia'],
    cities: [
      { code: 'LIS', name: 'Lisboa', lat: 38.7223, lng: -9.1393, postal: pt(1000), weight: 30 },
      { code: 'OPO', name: 'Porto', lat: 41.1579, lng: -8.6291, postal: pt(4000), weight: 18 },
      { code: 'BRG', name: 'Braga', lat: 41.5454, lng: -8.4265, postal: pt(4700), weight: 6 },
      { code: 'COI', name: 'Coimbra', lat: 40.2033, lng: -8.4103, postal: pt(3000), weight: 6 },
      { code: 'FAO', name: 'Faro', lat: 37.0194, lng: -7.9322, postal: pt(8000), weight: 5 },
      { code: 'AVE', name: 'Aveiro', lat: 40.6405, lng: -8.6538, postal: pt(3800), weight: 4 },
      { code: 'SET', name: 'Setúbal', lat: 38.5244, lng: -8.8882, postal: pt(2900), weight: 4 },
      { code: 'EVO', name: 'Évora', lat: 38.5714, lng: -7.9135, postal: pt(7000), weight: 3 },
      { code: 'LEI', name: 'Leiria', lat: 39.7436, lng: -8.8071, postal: pt(2400), weight: 3 },
      { code: 'VIS', name: 'Viseu', lat: 40.6566, lng: -7.9125, postal: pt(3500), weight: 3 },
      { code: 'GUI', name: 'Guimarães', lat: 41.4425, lng: -8.2918, postal: pt(4800), weight: 3 },
      { code: 'CAS', name: 'Cascais', lat: 38.6979, lng: -9.4215, postal: pt(2750), weight: 4 },
      { code: 'ALB', name: 'Albufeira', lat: 37.0891, lng: -8.2479, postal: pt(8200), weight: 3 },
    ],
  },
  {
    cc: 'MY',
    iso3: 'MYS',
    timeZone: 'Asia/Kuala_Lumpur',
    currency: 'MYR',
    share: 0.25,
    tariff: { ac: [0.9, 1.2], dc: [1.3, 1.8] },
    streets: [
      'Jalan Bukit Bintang',
      'Jalan Ampang',
      'Jalan Tun Razak',
      'Persiaran KLCC',
      'Jalan Sultan Ismail',
      'Lebuh Chulia',
      'Jalan Tebrau',
      'Jalan Sultan Idris Shah',
      'Jalan Gaya',
      'Jalan Padungan',
      'Persiaran Perdana',
    ],
    places: ['Mall', 'Hotel', 'Hypermarket', 'Petrol Station', 'Car Park', 'Business Park', 'Condominium', 'R&R Rest Area'],
    operators: ['Voltra Malaysia', 'ChargeNow MY', 'Semenanjung EV'],
    cities: [
      { code: 'KUL', name: 'Kuala Lumpur', lat: 3.139, lng: 101.6869, postal: my(50000), weight: 30 },
      { code: 'PJY', name: 'Petaling Jaya', lat: 3.1073, lng: 101.6067, postal: my(46000), weight: 12 },
      { code: 'SHA', name: 'Shah Alam', lat: 3.0733, lng: 101.5185, postal: my(40000), weight: 8 },
      { code: 'PEN', name: 'George Town', lat: 5.4141, lng: 100.3288, postal: my(10000), weight: 8 },
      { code: 'JHB', name: 'Johor Bahru', lat: 1.4927, lng: 103.7414, postal: my(80000), weight: 8 },
      { code: 'IPH', name: 'Ipoh', lat: 4.5975, lng: 101.0901, postal: my(30000), weight: 4 },
      { code: 'MKZ', name: 'Melaka', lat: 2.1896, lng: 102.2501, postal: my(75000), weight: 4 },
      { code: 'BKI', name: 'Kota Kinabalu', lat: 5.9804, lng: 116.0735, postal: my(88000), weight: 3 },
      { code: 'KCH', name: 'Kuching', lat: 1.5535, lng: 110.3593, postal: my(93000), weight: 3 },
      { code: 'SRB', name: 'Seremban', lat: 2.7297, lng: 101.9381, postal: my(70000), weight: 3 },
      { code: 'KUA', name: 'Kuantan', lat: 3.8077, lng: 103.326, postal: my(25000), weight: 3 },
      { code: 'AOR', name: 'Alor Setar', lat: 6.1248, lng: 100.3678, postal: my(5000), weight: 2 },
      { code: 'PUT', name: 'Putrajaya', lat: 2.9264, lng: 101.6964, postal: my(62000), weight: 3 },
    ],
  },
]

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

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!
const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(r() || 1e-9)) * Math.cos(2 * Math.PI * r())
const money = (r: () => number, [min, max]: [number, number]) => Math.round((min + r() * (max - min)) * 100) / 100

function statusOf(r: () => number): OcpiStatus {
  const x = r()
  if (x < 0.55) return 'AVAILABLE'
  if (x < 0.8) return 'CHARGING'
  if (x < 0.85) return 'BLOCKED'
  if (x < 0.9) return 'RESERVED'
  if (x < 0.95) return 'OUTOFORDER'
  if (x < 0.98) return 'INOPERATIVE'
  return 'UNKNOWN'
}

function evsesFor(r: () => number, id: string, country: Country, free: boolean): OcpiEvse[] {
  const x = r()
  const ac = () => money(r, country.tariff.ac)
  const dc = () => money(r, country.tariff.dc)
  const tariff = (value: number) => (free ? 0 : value)
  type Kind = () => OcpiConnector[]
  const ac7: Kind = () => [
    { id: '1', standard: 'IEC_62196_T2', format: 'SOCKET', power_type: 'AC_1_PHASE', max_voltage: 230, max_amperage: 32, max_electric_power: 7400, tariff_per_kwh: tariff(ac()) },
  ]
  const ac22: Kind = () => {
    const amps = r() < 0.4 ? 16 : 32
    return [
      {
        id: '1',
        standard: 'IEC_62196_T2',
        format: r() < 0.7 ? 'SOCKET' : 'CABLE',
        power_type: 'AC_3_PHASE',
        max_voltage: 400,
        max_amperage: amps,
        max_electric_power: amps === 16 ? 11000 : 22000,
        tariff_per_kwh: tariff(ac()),
      },
    ]
  }
  const dc50: Kind = () => {
    const price = tariff(dc())
    const second: OcpiConnector =
      country.cc === 'UA' && r() < 0.5
        ? { id: '2', standard: 'GBT_DC', format: 'CABLE', power_type: 'DC', max_voltage: 750, max_amperage: 80, max_electric_power: 60000, tariff_per_kwh: price }
        : { id: '2', standard: 'CHADEMO', format: 'CABLE', power_type: 'DC', max_voltage: 500, max_amperage: 125, max_electric_power: 50000, tariff_per_kwh: price }
    return [
      { id: '1', standard: 'IEC_62196_T2_COMBO', format: 'CABLE', power_type: 'DC', max_voltage: 500, max_amperage: 125, max_electric_power: 60000, tariff_per_kwh: price },
      second,
      {
        id: '3',
        standard: 'IEC_62196_T2',
        format: 'SOCKET',
        power_type: 'AC_3_PHASE',
        max_voltage: 400,
        max_amperage: 32,
        max_electric_power: 22000,
        tariff_per_kwh: tariff(ac()),
      },
    ]
  }
  const dc150: Kind = () => {
    const kw = pick(r, [120, 150, 180, 300, 350])
    return [
      {
        id: '1',
        standard: 'IEC_62196_T2_COMBO',
        format: 'CABLE',
        power_type: 'DC',
        max_voltage: 920,
        max_amperage: Math.ceil((kw * 1000) / 920),
        max_electric_power: kw * 1000,
        tariff_per_kwh: tariff(dc()),
      },
    ]
  }
  const [kind, count] =
    x < 0.2 ? [ac7, 1 + Math.floor(r() * 2)] : x < 0.62 ? [ac22, 1 + Math.floor(r() * 4)] : x < 0.85 ? [dc50, 1 + Math.floor(r() * 2)] : [dc150, 2 + Math.floor(r() * 5)]
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

function typeOf(r: () => number): StationType {
  const x = r()
  if (x < 0.58) return 'paidByTariff'
  if (x < 0.78) return 'public'
  if (x < 0.86) return 'free'
  if (x < 0.94) return 'clientsOnly'
  if (x < 0.99) return 'restricted'
  return 'test'
}

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

const commentTexts = [
  'Charged here twice this week, both times without a queue.',
  'Well lit at night and easy to find from the main road.',
  'Fast and reliable. The café next door is a nice bonus.',
  'One connector was busy, the other worked perfectly.',
  'Parking bay is a bit tight for larger cars.',
  'Payment through the app worked straight away.',
  'Great location near the entrance, covered from the rain.',
  'Slower than advertised in the evening, still fine overnight.',
]
const commentAuthors = ['Olena K.', 'Andrii M.', 'Maria S.', 'João P.', 'Inês R.', 'Aisyah N.', 'Wei Ling T.', 'Daniel F.', 'Rui C.', 'Taras H.']

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

/** Bulk-inserts rows through the database adapter (both SQLite and PostgreSQL speak drizzle). */
export async function bulkInsert<T>(payload: Payload, table: string, rows: Record<string, unknown>[], returning?: Record<string, string>): Promise<T[]> {
  const db = payload.db as unknown as { drizzle: AnyDrizzle; tables: Record<string, AnyDrizzle> }
  const t = db.tables[table]
  const out: T[] = []
  // SQLite allows 32,766 bound parameters per statement; stay far below on both adapters.
  const columns = Object.keys(rows[0] ?? {}).length || 1
  const size = Math.max(1, Math.floor(8000 / columns))
  for (let i = 0; i < rows.length; i += size) {
    const query = db.drizzle.insert(t).values(rows.slice(i, i + size))
    if (returning) out.push(...((await query.returning(Object.fromEntries(Object.entries(returning).map(([k, v]) => [k, t[v]])))) as T[]))
    else await query
  }
  return out
}

export async function seedStations(payload: Payload, count = Number(process.env.SEED_STATIONS ?? 6000)): Promise<void> {
  const stations = generateStations(count)
  const now = new Date().toISOString()
  await bulkInsert(
    payload,
    'tariffs',
    demoTariffs(now).map((t) => ({ ...tariffFields(t), createdAt: now, updatedAt: now })),
  )
  const inserted = await bulkInsert<{ id: number; ocpiId: string }>(payload, 'stations', stations, { id: 'id', ocpiId: 'ocpiId' })
  const counts = new Map(stations.map((s) => [s.ocpiId, s.commentsCount]))
  const r = random(7)
  const started = Date.now()
  const comments: Record<string, unknown>[] = []
  for (const { id, ocpiId } of inserted) {
    for (let k = 0; k < (counts.get(ocpiId) ?? 0); k++) {
      const at = new Date(started - Math.floor(r() * 200) * 86_400_000).toISOString()
      comments.push({ station: id, authorName: pick(r, commentAuthors), body: pick(r, commentTexts), approved: true, createdAt: at, updatedAt: at })
    }
  }
  if (comments.length) await bulkInsert(payload, 'station_comments', comments)
  // The bulk insert skips Payload's hooks: every process reloads its pins.
  await resetStationsVersion(payload)
}
