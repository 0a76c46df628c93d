import { t } from '@/lib/seed/localized'

import { colours, goodsOf, sizes, type DemoGood } from './goods'

/** Souvenirs (some bought with bonuses, in the app) and partners' offers. */
const souvenirs = goodsOf('souvenirs')
const propositions = goodsOf('propositions')

export const extraGoods: DemoGood[] = [
  souvenirs(
    t('Voltra T-shirt', 'T-shirt Voltra', 'Футболка Voltra'),
    t(
      'Organic cotton T-shirt with the plug-and-leaf print.',
      'T-shirt de algodão orgânico com o estampado da ficha e folha.',
      'Футболка з органічної бавовни з принтом «вилка й листок».',
    ),
    { hue: 300, featured: true, bonusPrice: 150, stock: 100, options: [sizes] },
  ),
  souvenirs(
    t('Keyring with RFID tag', 'Porta-chaves com etiqueta RFID', 'Брелок з RFID-міткою'),
    t(
      'Starts a charge at any Voltra station with a tap.',
      'Inicia um carregamento em qualquer posto Voltra com um toque.',
      'Запускає зарядку на будь-якій станції Voltra одним дотиком.',
    ),
    { hue: 310, bonusPrice: 80, stock: 300, options: [colours] },
  ),
  souvenirs(
    t('Insulated bottle', 'Garrafa térmica', 'Термопляшка'),
    t('Keeps coffee hot for the whole charging stop.', 'Mantém o café quente durante toda a paragem para carregar.', 'Тримає каву гарячою всю зупинку на зарядку.'),
    { hue: 320, stock: 150, prices: { en: 19, my: 89, default: 790 }, options: [colours] },
  ),
  souvenirs(
    t('Notebook and pen set', 'Conjunto de caderno e caneta', 'Набір: блокнот і ручка'),
    t('A recycled-paper notebook with a bamboo pen.', 'Caderno de papel reciclado com caneta de bambu.', 'Блокнот із переробленого паперу з бамбуковою ручкою.'),
    { hue: 330, stock: 90, prices: { en: 12, my: 55, default: 490 } },
  ),
  souvenirs(
    t('Voltra hoodie', 'Camisola com capuz Voltra', 'Худі Voltra'),
    t('Warm hoodie for cold mornings at the charger.', 'Camisola quente para as manhãs frias junto ao carregador.', 'Тепле худі для холодних ранків біля зарядки.'),
    { hue: 340, bonusPrice: 400, stock: 40, options: [sizes] },
  ),
  souvenirs(
    t('Sticker pack', 'Pacote de autocolantes', 'Набір наліпок'),
    t(
      'Six weatherproof stickers for your laptop or wallbox.',
      'Seis autocolantes resistentes à chuva para o portátil ou a wallbox.',
      'Шість вологостійких наліпок для ноутбука чи зарядки.',
    ),
    { hue: 350, bonusPrice: 60, stock: 500 },
  ),
  propositions(
    t('10 % off rooftop solar', '10 % de desconto em painéis solares', '10 % знижки на сонячні панелі'),
    t(
      'Charge on sunshine: Voltra users get 10 % off a rooftop solar installation.',
      'Carregue com o sol: utilizadores Voltra têm 10 % de desconto na instalação solar.',
      'Заряджайтеся від сонця: користувачі Voltra отримують 10 % знижки на встановлення сонячних панелей.',
    ),
    {
      hue: 100,
      featured: true,
      partner: { name: 'SunRoof Energy', link: 'https://sunroof.example/voltra', contact: t('Call +44 20 3868 0500', 'Ligue +351 21 000 0500', 'Телефонуйте +380 44 000 0500') },
    },
  ),
  propositions(
    t('EV leasing from 299 a month', 'Leasing de VE desde 299 por mês', 'Лізинг електромобіля від 299 на місяць'),
    t(
      'Business leasing for electric fleets with a charger included.',
      'Leasing empresarial para frotas elétricas com carregador incluído.',
      'Бізнес-лізинг для електричних автопарків із зарядкою в комплекті.',
    ),
    { hue: 110, partner: { name: 'GreenLease', link: 'https://greenlease.example/offers' } },
  ),
  propositions(
    t('Free tyre check for EVs', 'Verificação gratuita de pneus para VE', 'Безкоштовна перевірка шин для електромобілів'),
    t(
      'A free tyre pressure and wear check every season.',
      'Verificação gratuita de pressão e desgaste dos pneus em cada estação.',
      'Безкоштовна перевірка тиску та зносу шин щосезону.',
    ),
    {
      hue: 120,
      partner: {
        name: 'CleanTyre',
        contact: t('Show the app at any CleanTyre service point', 'Mostre a aplicação em qualquer ponto CleanTyre', 'Покажіть застосунок у будь-якому сервісі CleanTyre'),
      },
    },
  ),
  propositions(
    t('Reserved EV parking', 'Estacionamento reservado para VE', 'Зарезервоване паркування для ЕМ'),
    t(
      'Monthly parking with a charger in city-centre car parks.',
      'Estacionamento mensal com carregador em parques no centro da cidade.',
      'Щомісячне паркування із зарядкою в паркінгах центру міста.',
    ),
    { hue: 130, partner: { name: 'Parkly', link: 'https://parkly.example/ev' } },
  ),
  propositions(
    t('EV insurance with battery cover', 'Seguro de VE com cobertura da bateria', 'Страхування ЕМ з покриттям батареї'),
    t('Insurance that covers the battery and the home charger.', 'Seguro que cobre a bateria e o carregador doméstico.', 'Страховка, що покриває батарею і домашню зарядку.'),
    { hue: 90, partner: { name: 'InsureVolt', link: 'https://insurevolt.example' } },
  ),
  propositions(
    t('Wallbox installation service', 'Serviço de instalação de wallbox', 'Встановлення домашньої зарядки'),
    t(
      'Certified electricians install your home charger within two weeks.',
      'Eletricistas certificados instalam o seu carregador doméstico em duas semanas.',
      'Сертифіковані електрики встановлять вашу домашню зарядку за два тижні.',
    ),
    { hue: 80, partner: { name: 'ElectriCare', contact: t('Book at service@electricare.example', 'Marque em service@electricare.example', 'Запис: service@electricare.example') } },
  ),
]
