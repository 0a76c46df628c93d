/** Demo catalogue: six goods per category, in en, pt and ua (my falls back to en). */
import type { Category } from './categories'

type Text = { en: string; pt: string; ua: string }
export type DemoGood = {
  category: Category
  title: Text
  description: Text
  /** EUR (en), MYR (my), UAH (default); a missing market shows "Price on request". */
  prices?: Partial<Record<'en' | 'my' | 'default', number>>
  bonusPrice?: number
  availability?: 'inStock' | 'onOrder' | 'outOfStock'
  stock?: number
  featured?: boolean
  attributes?: Record<string, string | number | Text>
  options?: { key: string; label: Text; values: { value: string; label: Text }[] }[]
  partner?: { name: string; link?: string; contact?: Text }
  hue: number
}

const t = (en: string, pt: string, ua: string): Text => ({ en, pt, ua })
const allCars = t('All cars', 'Todos os carros', 'Усі авто')
const lengths = (...m: number[]) => ({
  key: 'length',
  label: t('Cable length', 'Comprimento do cabo', 'Довжина кабелю'),
  values: m.map((n) => ({ value: `${n}`, label: t(`${n} m`, `${n} m`, `${n} м`) })),
})
const colours = {
  key: 'colour',
  label: t('Colour', 'Cor', 'Колір'),
  values: [
    { value: 'green', label: t('Green', 'Verde', 'Зелений') },
    { value: 'black', label: t('Black', 'Preto', 'Чорний') },
    { value: 'white', label: t('White', 'Branco', 'Білий') },
  ],
}
const sizes = { key: 'size', label: t('Size', 'Tamanho', 'Розмір'), values: ['S', 'M', 'L', 'XL'].map((s) => ({ value: s, label: t(s, s, s) })) }

export const demoGoods: DemoGood[] = [
  // chargers
  {
    category: 'chargers',
    hue: 150,
    featured: true,
    stock: 40,
    prices: { en: 749, my: 3690, default: 32900 },
    options: [lengths(5, 7.5)],
    title: t('Voltra Home 11', 'Voltra Home 11', 'Voltra Home 11'),
    description: t(
      'A compact 11 kW wall charger for the garage or driveway, with Wi-Fi, load balancing and scheduled charging from the app.',
      'Carregador de parede compacto de 11 kW para garagem ou entrada, com Wi-Fi, balanceamento de carga e carregamento agendado pela aplicação.',
      'Компактний настінний зарядний пристрій на 11 кВт для гаража чи подвір’я з Wi-Fi, балансуванням навантаження та зарядкою за розкладом із застосунку.',
    ),
    attributes: { powerKw: 11, cableSize: '5 × 2.5 mm²', compatibility: allCars },
  },
  {
    category: 'chargers',
    hue: 160,
    featured: true,
    stock: 25,
    prices: { en: 1090, my: 5290, default: 46900 },
    options: [lengths(5, 7.5)],
    title: t('Voltra Home 22', 'Voltra Home 22', 'Voltra Home 22'),
    description: t(
      'Three-phase 22 kW wall charger with RFID access, MID-certified meter and OCPP 1.6J for operators.',
      'Carregador de parede trifásico de 22 kW com acesso RFID, contador certificado MID e OCPP 1.6J para operadores.',
      'Трифазний настінний зарядний пристрій на 22 кВт із доступом за RFID, лічильником MID та OCPP 1.6J для операторів.',
    ),
    attributes: { powerKw: 22, cableSize: '5 × 6 mm²', compatibility: allCars },
  },
  {
    category: 'chargers',
    hue: 170,
    stock: 12,
    prices: { en: 1890, my: 8990, default: 79900 },
    title: t('Voltra Duo 2×22', 'Voltra Duo 2×22', 'Voltra Duo 2×22'),
    description: t(
      'A twin-socket pedestal for workplaces and car parks: two cars at 22 kW each, with shared load management.',
      'Coluna de duas tomadas para locais de trabalho e parques: dois carros a 22 kW cada, com gestão de carga partilhada.',
      'Двопостова колона для офісів і паркінгів: два авто по 22 кВт зі спільним керуванням навантаженням.',
    ),
    attributes: { powerKw: 44, cableSize: '5 × 10 mm²', compatibility: allCars },
  },
  {
    category: 'chargers',
    hue: 180,
    availability: 'onOrder',
    prices: { en: 14900, my: 69900 },
    title: t('Voltra Rapid 60 DC', 'Voltra Rapid 60 DC', 'Voltra Rapid 60 DC'),
    description: t(
      'A 60 kW DC fast charger with CCS2 and CHAdeMO, a payment terminal and remote diagnostics.',
      'Carregador rápido DC de 60 kW com CCS2 e CHAdeMO, terminal de pagamento e diagnóstico remoto.',
      'Швидкий зарядний пристрій DC 60 кВт із CCS2 та CHAdeMO, платіжним терміналом і віддаленою діагностикою.',
    ),
    attributes: { powerKw: 60, cableSize: '35 mm² DC', compatibility: allCars },
  },
  {
    category: 'chargers',
    hue: 190,
    availability: 'onOrder',
    title: t('Voltra Hub 150 DC', 'Voltra Hub 150 DC', 'Voltra Hub 150 DC'),
    description: t(
      'A 150 kW hub for highways and fleets, with dynamic power sharing between two dispensers. Priced per project.',
      'Hub de 150 kW para autoestradas e frotas, com partilha dinâmica de potência entre dois postos. Preço por projeto.',
      'Хаб 150 кВт для автомагістралей і автопарків із динамічним розподілом потужності між двома постами. Ціна — за проєктом.',
    ),
    attributes: { powerKw: 150, cableSize: '70 mm² DC', compatibility: allCars },
  },
  {
    category: 'chargers',
    hue: 140,
    stock: 60,
    prices: { en: 389, my: 1890, default: 16900 },
    title: t('Voltra Go 7 portable', 'Voltra Go 7 portátil', 'Voltra Go 7 портативний'),
    description: t(
      'A 7 kW portable charger that plugs into a standard industrial socket; ideal for holiday homes.',
      'Carregador portátil de 7 kW que liga a uma tomada industrial; ideal para casas de férias.',
      'Портативний зарядний пристрій 7 кВт для промислової розетки — ідеально для дачі.',
    ),
    attributes: { powerKw: 7, cableSize: '3 × 2.5 mm²', compatibility: allCars },
  },
  // ev
  {
    category: 'ev',
    hue: 210,
    featured: true,
    availability: 'onOrder',
    prices: { en: 38900, my: 189000, default: 1650000 },
    title: t('Aurora City', 'Aurora City', 'Aurora City'),
    description: t(
      'A five-door city car with heat pump and vehicle-to-load, quick enough for the ring road.',
      'Citadino de cinco portas com bomba de calor e vehicle-to-load, ágil na circular.',
      'П’ятидверний міський автомобіль із тепловим насосом і vehicle-to-load, жвавий на кільцевій.',
    ),
    attributes: { batteryKw: 58, powerHp: 204, rangeKm: 420, maxSpeedKmh: 160 },
  },
  {
    category: 'ev',
    hue: 220,
    availability: 'onOrder',
    prices: { en: 52900, my: 259000, default: 2240000 },
    title: t('Aurora Tourer', 'Aurora Tourer', 'Aurora Tourer'),
    description: t(
      'A family estate with 800-volt charging: 10–80 % in 18 minutes on a 150 kW charger.',
      'Carrinha familiar com carregamento a 800 volts: 10–80 % em 18 minutos num carregador de 150 kW.',
      'Сімейний універсал із 800-вольтовою зарядкою: 10–80 % за 18 хвилин на 150 кВт.',
    ),
    attributes: { batteryKw: 84, powerHp: 325, rangeKm: 560, maxSpeedKmh: 185 },
  },
  {
    category: 'ev',
    hue: 230,
    availability: 'onOrder',
    title: t('Aurora GT', 'Aurora GT', 'Aurora GT'),
    description: t(
      'Dual-motor grand tourer with all-wheel drive. Configured to order; price on request.',
      'Grande turismo com dois motores e tração integral. Configurado por encomenda; preço sob consulta.',
      'Двомоторний гран-турер із повним приводом. Комплектація під замовлення; ціна за запитом.',
    ),
    attributes: { batteryKw: 100, powerHp: 580, rangeKm: 610, maxSpeedKmh: 250 },
  },
  {
    category: 'ev',
    hue: 240,
    stock: 3,
    prices: { en: 27900, my: 135000, default: 1190000 },
    title: t('Pico Compact', 'Pico Compact', 'Pico Compact'),
    description: t(
      'A small electric hatchback for commuting and car sharing, with a 7 kW on-board charger.',
      'Pequeno hatchback elétrico para deslocações e partilha de carro, com carregador de bordo de 7 kW.',
      'Невеликий електричний хетчбек для щоденних поїздок і каршерингу з бортовим зарядним 7 кВт.',
    ),
    attributes: { batteryKw: 37, powerHp: 136, rangeKm: 300, maxSpeedKmh: 140 },
  },
  {
    category: 'ev',
    hue: 250,
    availability: 'onOrder',
    prices: { en: 61900, my: 299000, default: 2630000 },
    title: t('Terra SUV', 'Terra SUV', 'Terra SUV'),
    description: t(
      'A seven-seat SUV with a towing capacity of 1.8 tonnes and bidirectional charging.',
      'SUV de sete lugares com capacidade de reboque de 1,8 toneladas e carregamento bidirecional.',
      'Семимісний SUV із буксирувальною здатністю 1,8 т і двонаправленою зарядкою.',
    ),
    attributes: { batteryKw: 92, powerHp: 408, rangeKm: 510, maxSpeedKmh: 200 },
  },
  {
    category: 'ev',
    hue: 260,
    availability: 'onOrder',
    prices: { en: 44900, my: 219000, default: 1910000 },
    title: t('Cargo Van E', 'Carrinha Cargo E', 'Фургон Cargo E'),
    description: t(
      'A 6 m³ delivery van for last-mile fleets, with depot charging scheduled by the back office.',
      'Carrinha de entregas de 6 m³ para frotas de última milha, com carregamento no depósito agendado pelo back office.',
      'Фургон на 6 м³ для доставки «останньої милі» із зарядкою на базі за розкладом бек-офісу.',
    ),
    attributes: { batteryKw: 75, powerHp: 204, rangeKm: 350, maxSpeedKmh: 130 },
  },
  // accessories
  {
    category: 'accessories',
    hue: 30,
    featured: true,
    stock: 120,
    prices: { en: 189, my: 890, default: 7900 },
    options: [lengths(5, 7.5, 10)],
    title: t('Type 2 cable, 22 kW', 'Cabo Tipo 2, 22 kW', 'Кабель Type 2, 22 кВт'),
    description: t(
      'A three-phase Type 2 to Type 2 cable for public AC chargers, with a storage bag.',
      'Cabo trifásico Tipo 2 para Tipo 2 para carregadores AC públicos, com bolsa de arrumação.',
      'Трифазний кабель Type 2 — Type 2 для публічних зарядок AC, із сумкою для зберігання.',
    ),
    attributes: { compatibility: t('Type 2', 'Tipo 2', 'Type 2'), lengthM: 5, phase: '3' },
  },
  {
    category: 'accessories',
    hue: 40,
    stock: 80,
    prices: { en: 129, my: 590, default: 5400 },
    options: [lengths(5, 7.5)],
    title: t('Type 2 cable, 7 kW', 'Cabo Tipo 2, 7 kW', 'Кабель Type 2, 7 кВт'),
    description: t(
      'A light single-phase cable for cars with a 7 kW on-board charger.',
      'Cabo monofásico leve para carros com carregador de bordo de 7 kW.',
      'Легкий однофазний кабель для авто з бортовим зарядним 7 кВт.',
    ),
    attributes: { compatibility: t('Type 2', 'Tipo 2', 'Type 2'), lengthM: 5, phase: '1' },
  },
  {
    category: 'accessories',
    hue: 50,
    stock: 35,
    prices: { en: 149, my: 690, default: 6200 },
    title: t('Type 1 to Type 2 adapter cable', 'Cabo adaptador Tipo 1 para Tipo 2', 'Кабель-перехідник Type 1 — Type 2'),
    description: t('Charge older Type 1 cars at Type 2 stations.', 'Carregue carros Tipo 1 mais antigos em postos Tipo 2.', 'Заряджайте старші авто з Type 1 на станціях Type 2.'),
    attributes: { compatibility: t('Type 1', 'Tipo 1', 'Type 1'), lengthM: 5, phase: '1' },
  },
  {
    category: 'accessories',
    hue: 60,
    stock: 200,
    prices: { en: 39, my: 179, default: 1600 },
    options: [colours],
    title: t('Wall cable holder', 'Suporte de parede para cabo', 'Настінний тримач кабелю'),
    description: t(
      'A sturdy holder that keeps the cable and plug off the ground.',
      'Suporte robusto que mantém o cabo e a ficha longe do chão.',
      'Міцний тримач, що тримає кабель і конектор над підлогою.',
    ),
    attributes: { compatibility: t('Type 2', 'Tipo 2', 'Type 2'), phase: '1' },
  },
  {
    category: 'accessories',
    hue: 20,
    availability: 'outOfStock',
    stock: 0,
    prices: { en: 259, my: 1190, default: 10900 },
    title: t('Schuko granny cable', 'Cabo de emergência Schuko', 'Кабель Schuko для побутової розетки'),
    description: t(
      'An emergency cable for a household socket, 10 A or 13 A selectable.',
      'Cabo de emergência para tomada doméstica, 10 A ou 13 A selecionável.',
      'Аварійний кабель для побутової розетки, 10 А або 13 А на вибір.',
    ),
    attributes: { compatibility: t('Type 2', 'Tipo 2', 'Type 2'), lengthM: 7.5, phase: '1' },
  },
  {
    category: 'accessories',
    hue: 10,
    stock: 15,
    prices: { en: 349, my: 1590, default: 14500 },
    options: [lengths(7.5, 10)],
    title: t('Spiral cable, 22 kW', 'Cabo em espiral, 22 kW', 'Спіральний кабель, 22 кВт'),
    description: t(
      'A coiled three-phase cable that never lies on the ground.',
      'Cabo trifásico em espiral que nunca fica no chão.',
      'Спіральний трифазний кабель, що ніколи не лежить на землі.',
    ),
    attributes: { compatibility: t('Type 2', 'Tipo 2', 'Type 2'), lengthM: 7.5, phase: '3' },
  },
  // souvenirs (some for bonuses)
  {
    category: 'souvenirs',
    hue: 300,
    featured: true,
    bonusPrice: 150,
    stock: 100,
    options: [sizes],
    title: t('Voltra T-shirt', 'T-shirt Voltra', 'Футболка Voltra'),
    description: t(
      'Organic cotton T-shirt with the plug-and-leaf print.',
      'T-shirt de algodão orgânico com o estampado da ficha e folha.',
      'Футболка з органічної бавовни з принтом «вилка й листок».',
    ),
  },
  {
    category: 'souvenirs',
    hue: 310,
    bonusPrice: 80,
    stock: 300,
    options: [colours],
    title: t('Keyring with RFID tag', 'Porta-chaves com etiqueta RFID', 'Брелок з RFID-міткою'),
    description: t(
      'Starts a charge at any Voltra station with a tap.',
      'Inicia um carregamento em qualquer posto Voltra com um toque.',
      'Запускає зарядку на будь-якій станції Voltra одним дотиком.',
    ),
  },
  {
    category: 'souvenirs',
    hue: 320,
    stock: 150,
    prices: { en: 19, my: 89, default: 790 },
    options: [colours],
    title: t('Insulated bottle', 'Garrafa térmica', 'Термопляшка'),
    description: t('Keeps coffee hot for the whole charging stop.', 'Mantém o café quente durante toda a paragem para carregar.', 'Тримає каву гарячою всю зупинку на зарядку.'),
  },
  {
    category: 'souvenirs',
    hue: 330,
    stock: 90,
    prices: { en: 12, my: 55, default: 490 },
    title: t('Notebook and pen set', 'Conjunto de caderno e caneta', 'Набір: блокнот і ручка'),
    description: t('A recycled-paper notebook with a bamboo pen.', 'Caderno de papel reciclado com caneta de bambu.', 'Блокнот із переробленого паперу з бамбуковою ручкою.'),
  },
  {
    category: 'souvenirs',
    hue: 340,
    bonusPrice: 400,
    stock: 40,
    options: [sizes],
    title: t('Voltra hoodie', 'Camisola com capuz Voltra', 'Худі Voltra'),
    description: t('Warm hoodie for cold mornings at the charger.', 'Camisola quente para as manhãs frias junto ao carregador.', 'Тепле худі для холодних ранків біля зарядки.'),
  },
  {
    category: 'souvenirs',
    hue: 350,
    bonusPrice: 60,
    stock: 500,
    title: t('Sticker pack', 'Pacote de autocolantes', 'Набір наліпок'),
    description: t(
      'Six weatherproof stickers for your laptop or wallbox.',
      'Seis autocolantes resistentes à chuva para o portátil ou a wallbox.',
      'Шість вологостійких наліпок для ноутбука чи зарядки.',
    ),
  },
  // propositions (partners' offers)
  {
    category: 'propositions',
    hue: 100,
    featured: true,
    partner: { name: 'SunRoof Energy', link: 'https://sunroof.example/voltra', contact: t('Call +44 20 3868 0500', 'Ligue +351 21 000 0500', 'Телефонуйте +380 44 000 0500') },
    title: t('10 % off rooftop solar', '10 % de desconto em painéis solares', '10 % знижки на сонячні панелі'),
    description: t(
      'Charge on sunshine: Voltra users get 10 % off a rooftop solar installation.',
      'Carregue com o sol: utilizadores Voltra têm 10 % de desconto na instalação solar.',
      'Заряджайтеся від сонця: користувачі Voltra отримують 10 % знижки на встановлення сонячних панелей.',
    ),
  },
  {
    category: 'propositions',
    hue: 110,
    partner: { name: 'GreenLease', link: 'https://greenlease.example/offers' },
    title: t('EV leasing from 299 a month', 'Leasing de VE desde 299 por mês', 'Лізинг електромобіля від 299 на місяць'),
    description: t(
      'Business leasing for electric fleets with a charger included.',
      'Leasing empresarial para frotas elétricas com carregador incluído.',
      'Бізнес-лізинг для електричних автопарків із зарядкою в комплекті.',
    ),
  },
  {
    category: 'propositions',
    hue: 120,
    partner: {
      name: 'CleanTyre',
      contact: t('Show the app at any CleanTyre service point', 'Mostre a aplicação em qualquer ponto CleanTyre', 'Покажіть застосунок у будь-якому сервісі CleanTyre'),
    },
    title: t('Free tyre check for EVs', 'Verificação gratuita de pneus para VE', 'Безкоштовна перевірка шин для електромобілів'),
    description: t(
      'A free tyre pressure and wear check every season.',
      'Verificação gratuita de pressão e desgaste dos pneus em cada estação.',
      'Безкоштовна перевірка тиску та зносу шин щосезону.',
    ),
  },
  {
    category: 'propositions',
    hue: 130,
    partner: { name: 'Parkly', link: 'https://parkly.example/ev' },
    title: t('Reserved EV parking', 'Estacionamento reservado para VE', 'Зарезервоване паркування для ЕМ'),
    description: t(
      'Monthly parking with a charger in city-centre car parks.',
      'Estacionamento mensal com carregador em parques no centro da cidade.',
      'Щомісячне паркування із зарядкою в паркінгах центру міста.',
    ),
  },
  {
    category: 'propositions',
    hue: 90,
    partner: { name: 'InsureVolt', link: 'https://insurevolt.example' },
    title: t('EV insurance with battery cover', 'Seguro de VE com cobertura da bateria', 'Страхування ЕМ з покриттям батареї'),
    description: t(
      'Insurance that covers the battery and the home charger.',
      'Seguro que cobre a bateria e o carregador doméstico.',
      'Страховка, що покриває батарею і домашню зарядку.',
    ),
  },
  {
    category: 'propositions',
    hue: 80,
    partner: { name: 'ElectriCare', contact: t('Book at service@electricare.example', 'Marque em service@electricare.example', 'Запис: service@electricare.example') },
    title: t('Wallbox installation service', 'Serviço de instalação de wallbox', 'Встановлення домашньої зарядки'),
    description: t(
      'Certified electricians install your home charger within two weeks.',
      'Eletricistas certificados instalam o seu carregador doméstico em duas semanas.',
      'Сертифіковані електрики встановлять вашу домашню зарядку за два тижні.',
    ),
  },
]

export const demoSlides = [
  {
    hue: 150,
    link: '/shop/chargers',
    title: t('Home charging, sorted', 'Carregar em casa, resolvido', 'Домашня зарядка — просто'),
    text: t(
      'Wall chargers from 7 to 22 kW, compatible with all cars.',
      'Carregadores de parede de 7 a 22 kW, compatíveis com todos os carros.',
      'Настінні зарядки від 7 до 22 кВт для всіх авто.',
    ),
    linkLabel: t('See chargers', 'Ver carregadores', 'Дивитися зарядки'),
  },
  {
    hue: 220,
    link: '/shop/ev',
    title: t('Electric cars to order', 'Carros elétricos por encomenda', 'Електромобілі під замовлення'),
    text: t('From city cars to seven-seat SUVs.', 'De citadinos a SUV de sete lugares.', 'Від міських авто до семимісних SUV.'),
    linkLabel: t('See cars', 'Ver carros', 'Дивитися авто'),
  },
  {
    hue: 310,
    link: '/shop/souvenirs',
    title: t('Spend your bonuses', 'Use os seus bónus', 'Витрачайте бонуси'),
    text: t('Souvenirs for bonuses, bought in the app.', 'Lembranças por bónus, compradas na aplicação.', 'Сувеніри за бонуси — у застосунку.'),
    linkLabel: t('See souvenirs', 'Ver lembranças', 'Дивитися сувеніри'),
  },
]
