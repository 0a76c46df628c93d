import { t } from '@/lib/seed/localized'

/**
 * The seeded "wdec" campaign (Workplace and Destination Electric Charging) in each language: one
 * layout (hero, three reasons, three figures, a call to action, all leading to the form) filled with
 * each language's texts.
 */
type Pair = [string, string]
type WdecTexts = {
  /** title, description */
  page: Pair
  /** eyebrow, text, button */
  hero: [string, string, string]
  /** heading, [title, text] × 3 */
  features: [string, Pair[]]
  /** heading, [value, label] × 3 */
  stats: [string, Pair[]]
  /** heading, text, button */
  cta: [string, string, string]
}

const ctaHref = '/form'

function wdecPage({ page: [title, description], hero, features, stats, cta }: WdecTexts) {
  return {
    title,
    description,
    layout: [
      { blockType: 'hero', eyebrow: hero[0], text: hero[1], ctaLabel: hero[2], ctaHref },
      { blockType: 'features', heading: features[0], items: features[1].map(([title, text]) => ({ title, text })) },
      { blockType: 'stats', heading: stats[0], items: stats[1].map(([value, label]) => ({ value, label })) },
      { blockType: 'cta', heading: cta[0], text: cta[1], ctaLabel: cta[2], ctaHref },
    ],
  }
}

export const wdecLayout = t(
  wdecPage({
    page: ['Workplace and destination charging', 'Chargers at offices, hotels and shopping centres that guests can book and that pay for themselves.'],
    hero: [
      'WDEC 2026 campaign',
      'Until 31 December, we connect the chargers at your workplace, hotel or shopping centre to the platform free of charge, and list them on the driver app map from day one.',
      'Ask for an offer',
    ],
    features: [
      'Why charge where people already stop',
      [
        ['Guests stay longer', 'Drivers plan their visit around a booked charger, and they spend the charging time with you.'],
        ['Employees charge at work', 'Give your team a charger they can book before they leave home, with separate tariffs for staff and visitors.'],
        ['No setup fees', 'We migrate existing chargers at no cost and support any OCPP hardware you choose.'],
      ],
    ],
    stats: [
      'The campaign in numbers',
      [
        ['0 €', 'setup and migration fees'],
        ['6 weeks', 'typical time to go live'],
        ['24/7', 'support for you and your guests'],
      ],
    ],
    cta: ['Put your location on the map', 'Tell us how many parking spaces you have and we will propose a plan within one business day.', 'Become a partner'],
  }),
  wdecPage({
    page: ['Carregamento no trabalho e no destino', 'Carregadores em escritórios, hotéis e centros comerciais, que os clientes podem reservar e que se pagam a si próprios.'],
    hero: [
      'Campanha WDEC 2026',
      'Até 31 de dezembro, ligamos gratuitamente à plataforma os carregadores do seu local de trabalho, hotel ou centro comercial, e mostramo-los no mapa da aplicação desde o primeiro dia.',
      'Pedir uma proposta',
    ],
    features: [
      'Porquê carregar onde as pessoas já param',
      [
        ['Os clientes ficam mais tempo', 'Os condutores planeiam a visita em função de um carregador reservado e passam o tempo de carregamento consigo.'],
        [
          'Os colaboradores carregam no trabalho',
          'Dê à sua equipa um carregador que pode reservar antes de sair de casa, com tarifários diferentes para colaboradores e visitantes.',
        ],
        ['Sem taxas de adesão', 'Migramos os carregadores existentes sem custos e suportamos qualquer equipamento OCPP à sua escolha.'],
      ],
    ],
    stats: [
      'A campanha em números',
      [
        ['0 €', 'de taxas de adesão e migração'],
        ['6 semanas', 'prazo habitual para arrancar'],
        ['24/7', 'apoio para si e para os seus clientes'],
      ],
    ],
    cta: ['Coloque o seu local no mapa', 'Diga-nos quantos lugares de estacionamento tem e enviamos uma proposta no prazo de um dia útil.', 'Tornar-se parceiro'],
  }),
  wdecPage({
    page: ['Зарядження на роботі та в місцях призначення', 'Зарядні станції в офісах, готелях і торговельних центрах, які гості можуть бронювати і які окупають себе.'],
    hero: [
      'Кампанія WDEC 2026',
      'До 31 грудня ми безкоштовно підключаємо до платформи станції у вашому офісі, готелі чи торговельному центрі й із першого дня показуємо їх на мапі застосунку.',
      'Отримати пропозицію',
    ],
    features: [
      'Чому варто заряджати там, де люди й так зупиняються',
      [
        ['Гості залишаються довше', 'Водії планують візит навколо заброньованої станції й проводять час зарядження у вас.'],
        ['Працівники заряджаються на роботі', 'Дайте команді станцію, яку можна забронювати ще вдома, з окремими тарифами для працівників і відвідувачів.'],
        ['Без плати за підключення', 'Ми безкоштовно переносимо наявні станції й підтримуємо будь-яке обладнання з OCPP на ваш вибір.'],
      ],
    ],
    stats: [
      'Кампанія в цифрах',
      [
        ['0 €', 'за підключення та міграцію'],
        ['6 тижнів', 'звичайний строк запуску'],
        ['24/7', 'підтримка для вас і ваших гостей'],
      ],
    ],
    cta: ['Додайте свою локацію на мапу', 'Розкажіть, скільки у вас паркомісць, і ми надішлемо пропозицію протягом одного робочого дня.', 'Стати партнером'],
  }),
)
