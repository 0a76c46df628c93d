/**
 * The countries of the demo network: cities (with their share of stations and postal codes),
 * streets, kinds of places, operators, the share of the network and the range of prices.
 */
export type City = {
  code: string
  name: string
  lat: number
  lng: number
  postal: (r: () => number) => string
  weight: number
}
export type Country = {
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

export const pad = (n: number, width: number) => String(n).padStart(width, '0')
const ua = (base: number) => (r: () => number) => pad(base + Math.floor(r() * 99), 5)
const pt = (base: number) => (r: () => number) =>
  `${base + Math.floor(r() * 99)}-${pad(Math.floor(r() * 999), 3)}`
const my = (base: number) => (r: () => number) => pad(base + Math.floor(r() * 999), 5)

/**
 * Each country: code, ISO alpha-3, time zone, currency, share of the network, price ranges (AC, DC
 * per kWh).
 */
const countryRows: [string, string, string, Country['currency'], number, Country['tariff']][] = [
  ['UA', 'UKR', 'Europe/Kyiv', 'UAH', 0.45, { ac: [8.5, 11], dc: [13, 18.5] }],
  ['PT', 'PRT', 'Europe/Lisbon', 'EUR', 0.3, { ac: [0.25, 0.35], dc: [0.45, 0.65] }],
  ['MY', 'MYS', 'Asia/Kuala_Lumpur', 'MYR', 0.25, { ac: [0.9, 1.2], dc: [1.3, 1.8] }],
]

/**
 * The names stations are made of, by country: streets, kinds of places (generate.ts gives each its
 * OCPI facilities) and operators.
 */
const nameRows: [string, 'street' | 'place' | 'operator', string][] = [
  ['UA', 'street', 'vul. Khreshchatyk'],
  ['UA', 'street', 'prosp. Peremohy'],
  ['UA', 'street', 'vul. Shevchenka'],
  ['UA', 'street', 'vul. Ivana Franka'],
  ['UA', 'street', 'vul. Sadova'],
  ['UA', 'street', 'prosp. Nezalezhnosti'],
  ['UA', 'street', 'vul. Soborna'],
  ['UA', 'street', 'vul. Hrushevskoho'],
  ['UA', 'street', 'vul. Lesi Ukrainky'],
  ['UA', 'street', 'prosp. Svobody'],
  ['UA', 'street', 'vul. Vokzalna'],
  ['UA', 'street', 'vul. Kyivska'],
  ['UA', 'place', 'Shopping Centre'],
  ['UA', 'place', 'Business Centre'],
  ['UA', 'place', 'Hotel'],
  ['UA', 'place', 'Supermarket'],
  ['UA', 'place', 'Fuel Station'],
  ['UA', 'place', 'Parking'],
  ['UA', 'place', 'Railway Station'],
  ['UA', 'place', 'City Park'],
  ['UA', 'place', 'Residential Complex'],
  ['UA', 'place', 'Hypermarket'],
  ['UA', 'operator', 'Voltra Network UA'],
  ['UA', 'operator', 'EcoCharge Ukraine'],
  ['UA', 'operator', 'Drive Energy'],
  ['PT', 'street', 'Rua Augusta'],
  ['PT', 'street', 'Avenida da Liberdade'],
  ['PT', 'street', 'Rua de Santa Catarina'],
  ['PT', 'street', 'Avenida da República'],
  ['PT', 'street', 'Rua do Comércio'],
  ['PT', 'street', 'Rua Direita'],
  ['PT', 'street', 'Avenida Central'],
  ['PT', 'street', 'Rua 25 de Abril'],
  ['PT', 'street', 'Avenida dos Aliados'],
  ['PT', 'street', 'Rua da Boavista'],
  ['PT', 'street', 'Avenida Marginal'],
  ['PT', 'place', 'Centro Comercial'],
  ['PT', 'place', 'Hotel'],
  ['PT', 'place', 'Supermercado'],
  ['PT', 'place', 'Posto de Abastecimento'],
  ['PT', 'place', 'Parque de Estacionamento'],
  ['PT', 'place', 'Estação'],
  ['PT', 'place', 'Parque Empresarial'],
  ['PT', 'place', 'Retail Park'],
  ['PT', 'operator', 'Voltra Portugal'],
  ['PT', 'operator', 'Mobi Carga'],
  ['PT', 'operator', 'Atlântico Energia'],
  ['MY', 'street', 'Jalan Bukit Bintang'],
  ['MY', 'street', 'Jalan Ampang'],
  ['MY', 'street', 'Jalan Tun Razak'],
  ['MY', 'street', 'Persiaran KLCC'],
  ['MY', 'street', 'Jalan Sultan Ismail'],
  ['MY', 'street', 'Lebuh Chulia'],
  ['MY', 'street', 'Jalan Tebrau'],
  ['MY', 'street', 'Jalan Sultan Idris Shah'],
  ['MY', 'street', 'Jalan Gaya'],
  ['MY', 'street', 'Jalan Padungan'],
  ['MY', 'street', 'Persiaran Perdana'],
  ['MY', 'place', 'Mall'],
  ['MY', 'place', 'Hotel'],
  ['MY', 'place', 'Hypermarket'],
  ['MY', 'place', 'Petrol Station'],
  ['MY', 'place', 'Car Park'],
  ['MY', 'place', 'Business Park'],
  ['MY', 'place', 'Condominium'],
  ['MY', 'place', 'R&R Rest Area'],
  ['MY', 'operator', 'Voltra Malaysia'],
  ['MY', 'operator', 'ChargeNow MY'],
  ['MY', 'operator', 'Semenanjung EV'],
]

/**
 * The cities of each country: country, code, name, 'latitude,longitude', postal codes, share of its
 * stations.
 */
const cityRows: [string, string, string, string, City['postal'], number][] = [
  ['UA', 'KYI', 'Kyiv', '50.4501,30.5234', ua(1001), 30],
  ['UA', 'LVI', 'Lviv', '49.8397,24.0297', ua(79000), 12],
  ['UA', 'ODS', 'Odesa', '46.4825,30.7233', ua(65000), 10],
  ['UA', 'KHA', 'Kharkiv', '49.9935,36.2304', ua(61000), 8],
  ['UA', 'DNI', 'Dnipro', '48.4647,35.0462', ua(49000), 8],
  ['UA', 'ZAP', 'Zaporizhzhia', '47.8388,35.1396', ua(69000), 4],
  ['UA', 'VIN', 'Vinnytsia', '49.2331,28.4682', ua(21000), 5],
  ['UA', 'IFR', 'Ivano-Frankivsk', '48.9226,24.7111', ua(76000), 4],
  ['UA', 'UZH', 'Uzhhorod', '48.6208,22.2879', ua(88000), 3],
  ['UA', 'CHE', 'Chernihiv', '51.4982,31.2893', ua(14000), 3],
  ['UA', 'POL', 'Poltava', '49.5883,34.5514', ua(36000), 3],
  ['UA', 'RIV', 'Rivne', '50.6199,26.2516', ua(33000), 3],
  ['UA', 'TER', 'Ternopil', '49.5535,25.5948', ua(46000), 3],
  ['UA', 'LUT', 'Lutsk', '50.7472,25.3254', ua(43000), 3],
  ['UA', 'ZHY', 'Zhytomyr', '50.2547,28.6587', ua(10000), 3],
  ['UA', 'CHK', 'Cherkasy', '49.4444,32.0598', ua(18000), 3],
  ['UA', 'MYK', 'Mykolaiv', '46.975,31.9946', ua(54000), 3],
  ['UA', 'KHM', 'Khmelnytskyi', '49.4229,26.9871', ua(29000), 3],
  ['UA', 'CHV', 'Chernivtsi', '48.2915,25.9403', ua(58000), 3],
  ['UA', 'SUM', 'Sumy', '50.9077,34.7981', ua(40000), 2],
  ['UA', 'BTS', 'Bila Tserkva', '49.7968,30.1311', ua(9100), 2],
  ['PT', 'LIS', 'Lisboa', '38.7223,-9.1393', pt(1000), 30],
  ['PT', 'OPO', 'Porto', '41.1579,-8.6291', pt(4000), 18],
  ['PT', 'BRG', 'Braga', '41.5454,-8.4265', pt(4700), 6],
  ['PT', 'COI', 'Coimbra', '40.2033,-8.4103', pt(3000), 6],
  ['PT', 'FAO', 'Faro', '37.0194,-7.9322', pt(8000), 5],
  ['PT', 'AVE', 'Aveiro', '40.6405,-8.6538', pt(3800), 4],
  ['PT', 'SET', 'Setúbal', '38.5244,-8.8882', pt(2900), 4],
  ['PT', 'EVO', 'Évora', '38.5714,-7.9135', pt(7000), 3],
  ['PT', 'LEI', 'Leiria', '39.7436,-8.8071', pt(2400), 3],
  ['PT', 'VIS', 'Viseu', '40.6566,-7.9125', pt(3500), 3],
  ['PT', 'GUI', 'Guimarães', '41.4425,-8.2918', pt(4800), 3],
  ['PT', 'CAS', 'Cascais', '38.6979,-9.4215', pt(2750), 4],
  ['PT', 'ALB', 'Albufeira', '37.0891,-8.2479', pt(8200), 3],
  ['MY', 'KUL', 'Kuala Lumpur', '3.139,101.6869', my(50000), 30],
  ['MY', 'PJY', 'Petaling Jaya', '3.1073,101.6067', my(46000), 12],
  ['MY', 'SHA', 'Shah Alam', '3.0733,101.5185', my(40000), 8],
  ['MY', 'PEN', 'George Town', '5.4141,100.3288', my(10000), 8],
  ['MY', 'JHB', 'Johor Bahru', '1.4927,103.7414', my(80000), 8],
  ['MY', 'IPH', 'Ipoh', '4.5975,101.0901', my(30000), 4],
  ['MY', 'MKZ', 'Melaka', '2.1896,102.2501', my(75000), 4],
  ['MY', 'BKI', 'Kota Kinabalu', '5.9804,116.0735', my(88000), 3],
  ['MY', 'KCH', 'Kuching', '1.5535,110.3593', my(93000), 3],
  ['MY', 'SRB', 'Seremban', '2.7297,101.9381', my(70000), 3],
  ['MY', 'KUA', 'Kuantan', '3.8077,103.326', my(25000), 3],
  ['MY', 'AOR', 'Alor Setar', '6.1248,100.3678', my(5000), 2],
  ['MY', 'PUT', 'Putrajaya', '2.9264,101.6964', my(62000), 3],
]

const namesOf = (country: string, kind: (typeof nameRows)[number][1]) =>
  nameRows.filter(([cc, k]) => cc === country && k === kind).map(([, , name]) => name)

export const countries: Country[] = countryRows.map(
  ([cc, iso3, timeZone, currency, share, tariff]) => ({
    cc,
    iso3,
    timeZone,
    currency,
    streets: namesOf(cc, 'street'),
    places: namesOf(cc, 'place'),
    operators: namesOf(cc, 'operator'),
    share,
    tariff,
    cities: cityRows
      .filter(([country]) => country === cc)
      .map(([, code, name, position, postal, weight]) => {
        const [lat, lng] = position.split(',').map(Number) as [number, number]
        return { code, name, lat, lng, postal, weight }
      }),
  }),
)
