/**
 * The countries of the demo network: cities (with their share of stations and postal codes), streets,
 * kinds of places, operators, the share of the network and the range of prices.
 */
export type City = { code: string; name: string; lat: number; lng: number; postal: (r: () => number) => string; weight: number }
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
