import { t } from '@/lib/seed/localized'

import { allCars, colours, goodsOf, lengths, type1, type2, type DemoGood } from './goods'

/** Chargers, electric cars and accessories: the categories with a detail page and attributes. */
const chargers = goodsOf('chargers')
const ev = goodsOf('ev')
const accessories = goodsOf('accessories')

export const hardwareGoods: DemoGood[] = [
  chargers(
    t('Voltra Home 11', 'Voltra Home 11', 'Voltra Home 11'),
    t(
      'A compact 11 kW wall charger for the garage or driveway, with Wi-Fi, load balancing and scheduled charging from the app.',
      'Carregador de parede compacto de 11 kW para garagem ou entrada, com Wi-Fi, balanceamento de carga e carregamento agendado pela aplicação.',
      'Компактний настінний зарядний пристрій на 11 кВт для гаража чи подвір’я з Wi-Fi, балансуванням навантаження та зарядкою за розкладом із застосунку.',
    ),
    { hue: 150, featured: true, stock: 40, prices: { en: 749, my: 3690, default: 32900 }, options: [lengths(5, 7.5)] },
    { powerKw: 11, cableSize: '5 × 2.5 mm²', compatibility: allCars },
  ),
  chargers(
    t('Voltra Home 22', 'Voltra Home 22', 'Voltra Home 22'),
    t(
      'Three-phase 22 kW wall charger with RFID access, MID-certified meter and OCPP 1.6J for operators.',
      'Carregador de parede trifásico de 22 kW com acesso RFID, contador certificado MID e OCPP 1.6J para operadores.',
      'Трифазний настінний зарядний пристрій на 22 кВт із доступом за RFID, лічильником MID та OCPP 1.6J для операторів.',
    ),
    { hue: 160, featured: true, stock: 25, prices: { en: 1090, my: 5290, default: 46900 }, options: [lengths(5, 7.5)] },
    { powerKw: 22, cableSize: '5 × 6 mm²', compatibility: allCars },
  ),
  chargers(
    t('Voltra Duo 2×22', 'Voltra Duo 2×22', 'Voltra Duo 2×22'),
    t(
      'A twin-socket pedestal for workplaces and car parks: two cars at 22 kW each, with shared load management.',
      'Coluna de duas tomadas para locais de trabalho e parques: dois carros a 22 kW cada, com gestão de carga partilhada.',
      'Двопостова колона для офісів і паркінгів: два авто по 22 кВт зі спільним керуванням навантаженням.',
    ),
    { hue: 170, stock: 12, prices: { en: 1890, my: 8990, default: 79900 } },
    { powerKw: 44, cableSize: '5 × 10 mm²', compatibility: allCars },
  ),
  chargers(
    t('Voltra Rapid 60 DC', 'Voltra Rapid 60 DC', 'Voltra Rapid 60 DC'),
    t(
      'A 60 kW DC fast charger with CCS2 and CHAdeMO, a payment terminal and remote diagnostics.',
      'Carregador rápido DC de 60 kW com CCS2 e CHAdeMO, terminal de pagamento e diagnóstico remoto.',
      'Швидкий зарядний пристрій DC 60 кВт із CCS2 та CHAdeMO, платіжним терміналом і віддаленою діагностикою.',
    ),
    { hue: 180, availability: 'onOrder', prices: { en: 14900, my: 69900 } },
    { powerKw: 60, cableSize: '35 mm² DC', compatibility: allCars },
  ),
  chargers(
    t('Voltra Hub 150 DC', 'Voltra Hub 150 DC', 'Voltra Hub 150 DC'),
    t(
      'A 150 kW hub for highways and fleets, with dynamic power sharing between two dispensers. Priced per project.',
      'Hub de 150 kW para autoestradas e frotas, com partilha dinâmica de potência entre dois postos. Preço por projeto.',
      'Хаб 150 кВт для автомагістралей і автопарків із динамічним розподілом потужності між двома постами. Ціна — за проєктом.',
    ),
    { hue: 190, availability: 'onOrder' },
    { powerKw: 150, cableSize: '70 mm² DC', compatibility: allCars },
  ),
  chargers(
    t('Voltra Go 7 portable', 'Voltra Go 7 portátil', 'Voltra Go 7 портативний'),
    t(
      'A 7 kW portable charger that plugs into a standard industrial socket; ideal for holiday homes.',
      'Carregador portátil de 7 kW que liga a uma tomada industrial; ideal para casas de férias.',
      'Портативний зарядний пристрій 7 кВт для промислової розетки — ідеально для дачі.',
    ),
    { hue: 140, stock: 60, prices: { en: 389, my: 1890, default: 16900 } },
    { powerKw: 7, cableSize: '3 × 2.5 mm²', compatibility: allCars },
  ),
  ev(
    t('Aurora City', 'Aurora City', 'Aurora City'),
    t(
      'A five-door city car with heat pump and vehicle-to-load, quick enough for the ring road.',
      'Citadino de cinco portas com bomba de calor e vehicle-to-load, ágil na circular.',
      'П’ятидверний міський автомобіль із тепловим насосом і vehicle-to-load, жвавий на кільцевій.',
    ),
    { hue: 210, featured: true, availability: 'onOrder', prices: { en: 38900, my: 189000, default: 1650000 } },
    { batteryKw: 58, powerHp: 204, rangeKm: 420, maxSpeedKmh: 160 },
  ),
  ev(
    t('Aurora Tourer', 'Aurora Tourer', 'Aurora Tourer'),
    t(
      'A family estate with 800-volt charging: 10–80 % in 18 minutes on a 150 kW charger.',
      'Carrinha familiar com carregamento a 800 volts: 10–80 % em 18 minutos num carregador de 150 kW.',
      'Сімейний універсал із 800-вольтовою зарядкою: 10–80 % за 18 хвилин на 150 кВт.',
    ),
    { hue: 220, availability: 'onOrder', prices: { en: 52900, my: 259000, default: 2240000 } },
    { batteryKw: 84, powerHp: 325, rangeKm: 560, maxSpeedKmh: 185 },
  ),
  ev(
    t('Aurora GT', 'Aurora GT', 'Aurora GT'),
    t(
      'Dual-motor grand tourer with all-wheel drive. Configured to order; price on request.',
      'Grande turismo com dois motores e tração integral. Configurado por encomenda; preço sob consulta.',
      'Двомоторний гран-турер із повним приводом. Комплектація під замовлення; ціна за запитом.',
    ),
    { hue: 230, availability: 'onOrder' },
    { batteryKw: 100, powerHp: 580, rangeKm: 610, maxSpeedKmh: 250 },
  ),
  ev(
    t('Pico Compact', 'Pico Compact', 'Pico Compact'),
    t(
      'A small electric hatchback for commuting and car sharing, with a 7 kW on-board charger.',
      'Pequeno hatchback elétrico para deslocações e partilha de carro, com carregador de bordo de 7 kW.',
      'Невеликий електричний хетчбек для щоденних поїздок і каршерингу з бортовим зарядним 7 кВт.',
    ),
    { hue: 240, stock: 3, prices: { en: 27900, my: 135000, default: 1190000 } },
    { batteryKw: 37, powerHp: 136, rangeKm: 300, maxSpeedKmh: 140 },
  ),
  ev(
    t('Terra SUV', 'Terra SUV', 'Terra SUV'),
    t(
      'A seven-seat SUV with a towing capacity of 1.8 tonnes and bidirectional charging.',
      'SUV de sete lugares com capacidade de reboque de 1,8 toneladas e carregamento bidirecional.',
      'Семимісний SUV із буксирувальною здатністю 1,8 т і двонаправленою зарядкою.',
    ),
    { hue: 250, availability: 'onOrder', prices: { en: 61900, my: 299000, default: 2630000 } },
    { batteryKw: 92, powerHp: 408, rangeKm: 510, maxSpeedKmh: 200 },
  ),
  ev(
    t('Cargo Van E', 'Carrinha Cargo E', 'Фургон Cargo E'),
    t(
      'A 6 m³ delivery van for last-mile fleets, with depot charging scheduled by the back office.',
      'Carrinha de entregas de 6 m³ para frotas de última milha, com carregamento no depósito agendado pelo back office.',
      'Фургон на 6 м³ для доставки «останньої милі» із зарядкою на базі за розкладом бек-офісу.',
    ),
    { hue: 260, availability: 'onOrder', prices: { en: 44900, my: 219000, default: 1910000 } },
    { batteryKw: 75, powerHp: 204, rangeKm: 350, maxSpeedKmh: 130 },
  ),
  accessories(
    t('Type 2 cable, 22 kW', 'Cabo Tipo 2, 22 kW', 'Кабель Type 2, 22 кВт'),
    t(
      'A three-phase Type 2 to Type 2 cable for public AC chargers, with a storage bag.',
      'Cabo trifásico Tipo 2 para Tipo 2 para carregadores AC públicos, com bolsa de arrumação.',
      'Трифазний кабель Type 2 — Type 2 для публічних зарядок AC, із сумкою для зберігання.',
    ),
    { hue: 30, featured: true, stock: 120, prices: { en: 189, my: 890, default: 7900 }, options: [lengths(5, 7.5, 10)] },
    { compatibility: type2, lengthM: 5, phase: '3' },
  ),
  accessories(
    t('Type 2 cable, 7 kW', 'Cabo Tipo 2, 7 kW', 'Кабель Type 2, 7 кВт'),
    t(
      'A light single-phase cable for cars with a 7 kW on-board charger.',
      'Cabo monofásico leve para carros com carregador de bordo de 7 kW.',
      'Легкий однофазний кабель для авто з бортовим зарядним 7 кВт.',
    ),
    { hue: 40, stock: 80, prices: { en: 129, my: 590, default: 5400 }, options: [lengths(5, 7.5)] },
    { compatibility: type2, lengthM: 5, phase: '1' },
  ),
  accessories(
    t('Type 1 to Type 2 adapter cable', 'Cabo adaptador Tipo 1 para Tipo 2', 'Кабель-перехідник Type 1 — Type 2'),
    t('Charge older Type 1 cars at Type 2 stations.', 'Carregue carros Tipo 1 mais antigos em postos Tipo 2.', 'Заряджайте старші авто з Type 1 на станціях Type 2.'),
    { hue: 50, stock: 35, prices: { en: 149, my: 690, default: 6200 } },
    { compatibility: type1, lengthM: 5, phase: '1' },
  ),
  accessories(
    t('Wall cable holder', 'Suporte de parede para cabo', 'Настінний тримач кабелю'),
    t(
      'A sturdy holder that keeps the cable and plug off the ground.',
      'Suporte robusto que mantém o cabo e a ficha longe do chão.',
      'Міцний тримач, що тримає кабель і конектор над підлогою.',
    ),
    { hue: 60, stock: 200, prices: { en: 39, my: 179, default: 1600 }, options: [colours] },
    { compatibility: type2, phase: '1' },
  ),
  accessories(
    t('Schuko granny cable', 'Cabo de emergência Schuko', 'Кабель Schuko для побутової розетки'),
    t(
      'An emergency cable for a household socket, 10 A or 13 A selectable.',
      'Cabo de emergência para tomada doméstica, 10 A ou 13 A selecionável.',
      'Аварійний кабель для побутової розетки, 10 А або 13 А на вибір.',
    ),
    { hue: 20, availability: 'outOfStock', stock: 0, prices: { en: 259, my: 1190, default: 10900 } },
    { compatibility: type2, lengthM: 7.5, phase: '1' },
  ),
  accessories(
    t('Spiral cable, 22 kW', 'Cabo em espiral, 22 kW', 'Спіральний кабель, 22 кВт'),
    t(
      'A coiled three-phase cable that never lies on the ground.',
      'Cabo trifásico em espiral que nunca fica no chão.',
      'Спіральний трифазний кабель, що ніколи не лежить на землі.',
    ),
    { hue: 10, stock: 15, prices: { en: 349, my: 1590, default: 14500 }, options: [lengths(7.5, 10)] },
    { compatibility: type2, lengthM: 7.5, phase: '3' },
  ),
]
