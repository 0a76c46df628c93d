/** The packages on sale and the questions drivers, businesses and partners ask. */
import { t, type Localized as L } from '@/lib/seed/localized'

const lines = (text: string) => text.split('\n')

type Package = {
  price: number | null
  highlighted: boolean
  name: L
  description: L
  features: L<string[]>
  condition: L
}

/** The packages; the features each lists are a text, one feature a line. */
const packageRows: (Omit<Package, 'features'> & { features: L })[] = [
  {
    price: 19,
    highlighted: false,
    name: t('Back office', 'Painel de gestão', 'Бек-офіс'),
    description: t(
      'Connect the chargers you already have and run them from one back office.',
      'Ligue os carregadores que já tem e faça a gestão de todos num único painel.',
      'Підключіть наявні зарядні станції та керуйте ними з одного бек-офісу.',
    ),
    condition: t(
      'Per station per month, up to 4 stations (free or mixed). Beyond 4 stations we agree the price separately.',
      'Por posto e por mês, até 4 postos (gratuitos ou mistos). Acima de 4 postos, o preço é acordado à parte.',
      'За станцію на місяць, до 4 станцій (безкоштовних або змішаних). Понад 4 станції ціну погоджуємо окремо.',
    ),
    features: t(
      `Any OCPP 1.6 or 2.0.1 charger
Tariffs, billing and invoices
Driver app and reservations
24/7 support line`,
      `Qualquer carregador OCPP 1.6 ou 2.0.1
Tarifários, faturação e faturas
Aplicação para condutores e reservas
Linha de apoio 24/7`,
      `Будь-яка станція з OCPP 1.6 або 2.0.1
Тарифи, білінг і рахунки
Застосунок для водіїв і бронювання
Цілодобова підтримка`,
    ),
  },
  {
    price: 49,
    highlighted: true,
    name: t(
      'Back office and a charging station',
      'Painel de gestão e posto de carregamento',
      'Бек-офіс і зарядна станція',
    ),
    description: t(
      'A 22 kW AC station installed and connected, with the full back office from day one.',
      'Um posto AC de 22 kW instalado e ligado, com o painel de gestão completo desde o primeiro dia.',
      'Станція змінного струму 22 кВт, встановлена й підключена, з повним бек-офісом від першого дня.',
    ),
    condition: t(
      'Per station per month over 36 months, up to 4 stations (free or mixed). Beyond 4 stations we agree the price separately.',
      'Por posto e por mês durante 36 meses, até 4 postos (gratuitos ou mistos). Acima de 4 postos, o preço é acordado à parte.',
      'За станцію на місяць протягом 36 місяців, до 4 станцій (безкоштовних або змішаних). Понад 4 станції ціну погоджуємо окремо.',
    ),
    features: t(
      `22 kW AC station with installation
Everything in Back office
Listing on the public map
Marketing kit for your location`,
      `Posto AC de 22 kW com instalação
Tudo o que inclui o Painel de gestão
Presença no mapa público
Kit de marketing para o seu local`,
      `Станція змінного струму 22 кВт із монтажем
Усе, що входить у «Бек-офіс»
Розміщення на публічній мапі
Маркетинговий набір для вашої локації`,
    ),
  },
  {
    price: null,
    highlighted: false,
    name: t('Your own network', 'A sua própria rede', 'Власна мережа'),
    description: t(
      'White-label app, roaming and API integration for operators building a network of their own.',
      'Aplicação com a sua marca, roaming e integração por API para operadores que constroem a sua própria rede.',
      'Застосунок під вашим брендом, роумінг та інтеграція через API для операторів, які будують власну мережу.',
    ),
    condition: t(
      'Price on request: networks of more than 4 stations are always agreed separately.',
      'Preço sob consulta: as redes com mais de 4 postos são sempre acordadas à parte.',
      'Ціна за запитом: мережі з понад 4 станцій завжди погоджуємо окремо.',
    ),
    features: t(
      `White-label driver app
OCPI roaming with partner networks
API integration and webhooks
Dedicated account manager`,
      `Aplicação para condutores com a sua marca
Roaming OCPI com redes parceiras
Integração por API e webhooks
Gestor de conta dedicado`,
      `Застосунок для водіїв під вашим брендом
Роумінг OCPI з партнерськими мережами
Інтеграція через API та вебхуки
Персональний менеджер`,
    ),
  },
]

export const packages: Package[] = packageRows.map(({ features, ...p }) => ({
  ...p,
  features: t(lines(features.en), lines(features.pt), lines(features.ua)),
}))

export const faq: { audience: 'drivers' | 'business' | 'partners'; question: L; answer: L }[] = [
  {
    audience: 'drivers',
    question: t(
      'How far ahead can I book a charger?',
      'Com quanta antecedência posso reservar um carregador?',
      'За скільки часу можна забронювати станцію?',
    ),
    answer: t(
      'Up to 24 hours ahead at stations that accept bookings. The slot is held for 15 minutes after its start time.',
      'Até 24 horas antes, nos postos que aceitam reservas. O lugar fica guardado durante 15 minutos após a hora de início.',
      'До 24 годин наперед на станціях, що приймають бронювання. Слот утримується 15 хвилин після початку.',
    ),
  },
  {
    audience: 'drivers',
    question: t(
      'Where can I spend bonuses?',
      'Onde posso usar os bónus?',
      'Де можна витратити бонуси?',
    ),
    answer: t(
      'On charging sessions and on goods in the shop, in the mobile app only.',
      'Em sessões de carregamento e em artigos da loja, apenas na aplicação móvel.',
      'На сесії зарядження та товари в магазині, лише в мобільному застосунку.',
    ),
  },
  {
    audience: 'business',
    question: t(
      'Which chargers can I connect?',
      'Que carregadores posso ligar?',
      'Які станції можна підключити?',
    ),
    answer: t(
      'Any charger that speaks OCPP 1.6 or 2.0.1, AC or DC, from any manufacturer.',
      'Qualquer carregador que use OCPP 1.6 ou 2.0.1, AC ou DC, de qualquer fabricante.',
      'Будь-яку станцію з протоколом OCPP 1.6 або 2.0.1, змінного чи постійного струму, від будь-якого виробника.',
    ),
  },
  {
    audience: 'business',
    question: t(
      'Does migration cost anything?',
      'A migração tem algum custo?',
      'Чи коштує щось міграція?',
    ),
    answer: t(
      'No. There are no setup fees and no hidden costs: we point your chargers at the platform and check every connector with you.',
      'Não. Não há taxas de adesão nem custos escondidos: apontamos os seus carregadores para a plataforma e verificamos cada conector consigo.',
      'Ні. Жодних платежів за підключення чи прихованих витрат: ми переналаштовуємо ваші станції на платформу й разом з вами перевіряємо кожен конектор.',
    ),
  },
  {
    audience: 'partners',
    question: t(
      'How are packages priced?',
      'Como são definidos os preços dos pacotes?',
      'Як формується ціна пакетів?',
    ),
    answer: t(
      'Package prices apply up to 4 stations, free or mixed. For more than 4 stations we agree the price with you separately.',
      'Os preços dos pacotes aplicam-se até 4 postos, gratuitos ou mistos. Para mais de 4 postos, acordamos o preço consigo à parte.',
      'Ціни пакетів діють до 4 станцій, безкоштовних або змішаних. Для понад 4 станцій ціну погоджуємо з вами окремо.',
    ),
  },
]
