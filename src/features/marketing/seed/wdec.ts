import { inLocale, t, type Localized, type SeedLocale } from '@/lib/seed/localized'

/**
 * The seeded "wdec" campaign (Workplace and Destination Electric Charging): one layout (hero, three
 * reasons, three figures, a call to action, all leading to the form), each text in en, pt and ua.
 */
const texts = {
  title: t(
    'Workplace and destination charging',
    'Carregamento no trabalho e no destino',
    'Зарядження на роботі та в місцях призначення',
  ),
  description: t(
    'Chargers at offices, hotels and shopping centres that guests can book and that pay for themselves.',
    'Carregadores em escritórios, hotéis e centros comerciais, que os clientes podem reservar e que se pagam a si próprios.',
    'Зарядні станції в офісах, готелях і торговельних центрах, які гості можуть бронювати і які окупають себе.',
  ),
  heroEyebrow: t('WDEC 2026 campaign', 'Campanha WDEC 2026', 'Кампанія WDEC 2026'),
  heroText: t(
    'Until 31 December, we connect the chargers at your workplace, hotel or shopping centre to the platform free of charge, and list them on the driver app map from day one.',
    'Até 31 de dezembro, ligamos gratuitamente à plataforma os carregadores do seu local de trabalho, hotel ou centro comercial, e mostramo-los no mapa da aplicação desde o primeiro dia.',
    'До 31 грудня ми безкоштовно підключаємо до платформи станції у вашому офісі, готелі чи торговельному центрі й із першого дня показуємо їх на мапі застосунку.',
  ),
  heroButton: t('Ask for an offer', 'Pedir uma proposta', 'Отримати пропозицію'),
  reasonsHeading: t(
    'Why charge where people already stop',
    'Porquê carregar onde as pessoas já param',
    'Чому варто заряджати там, де люди й так зупиняються',
  ),
  reasons: [
    [
      t('Guests stay longer', 'Os clientes ficam mais tempo', 'Гості залишаються довше'),
      t(
        'Drivers plan their visit around a booked charger, and they spend the charging time with you.',
        'Os condutores planeiam a visita em função de um carregador reservado e passam o tempo de carregamento consigo.',
        'Водії планують візит навколо заброньованої станції й проводять час зарядження у вас.',
      ),
    ],
    [
      t(
        'Employees charge at work',
        'Os colaboradores carregam no trabalho',
        'Працівники заряджаються на роботі',
      ),
      t(
        'Give your team a charger they can book before they leave home, with separate tariffs for staff and visitors.',
        'Dê à sua equipa um carregador que pode reservar antes de sair de casa, com tarifários diferentes para colaboradores e visitantes.',
        'Дайте команді станцію, яку можна забронювати ще вдома, з окремими тарифами для працівників і відвідувачів.',
      ),
    ],
    [
      t('No setup fees', 'Sem taxas de adesão', 'Без плати за підключення'),
      t(
        'We migrate existing chargers at no cost and support any OCPP hardware you choose.',
        'Migramos os carregadores existentes sem custos e suportamos qualquer equipamento OCPP à sua escolha.',
        'Ми безкоштовно переносимо наявні станції й підтримуємо будь-яке обладнання з OCPP на ваш вибір.',
      ),
    ],
  ],
  figuresHeading: t('The campaign in numbers', 'A campanha em números', 'Кампанія в цифрах'),
  figures: [
    [
      t('0 €', '0 €', '0 €'),
      t('setup and migration fees', 'de taxas de adesão e migração', 'за підключення та міграцію'),
    ],
    [
      t('6 weeks', '6 semanas', '6 тижнів'),
      t('typical time to go live', 'prazo habitual para arrancar', 'звичайний строк запуску'),
    ],
    [
      t('24/7', '24/7', '24/7'),
      t(
        'support for you and your guests',
        'apoio para si e para os seus clientes',
        'підтримка для вас і ваших гостей',
      ),
    ],
  ],
  ctaHeading: t(
    'Put your location on the map',
    'Coloque o seu local no mapa',
    'Додайте свою локацію на мапу',
  ),
  ctaText: t(
    'Tell us how many parking spaces you have and we will propose a plan within one business day.',
    'Diga-nos quantos lugares de estacionamento tem e enviamos uma proposta no prazo de um dia útil.',
    'Розкажіть, скільки у вас паркомісць, і ми надішлемо пропозицію протягом одного робочого дня.',
  ),
  ctaButton: t('Become a partner', 'Tornar-se parceiro', 'Стати партнером'),
}

const ctaHref = '/form'
const pair = (pair: Localized[], l: SeedLocale) => pair.map((text) => inLocale(text, l))

function wdecPage(l: SeedLocale) {
  const text = (value: Localized) => inLocale(value, l)
  return {
    title: text(texts.title),
    description: text(texts.description),
    layout: [
      {
        blockType: 'hero',
        eyebrow: text(texts.heroEyebrow),
        text: text(texts.heroText),
        ctaLabel: text(texts.heroButton),
        ctaHref,
      },
      {
        blockType: 'features',
        heading: text(texts.reasonsHeading),
        items: texts.reasons.map((p) => pair(p, l)).map(([title, text]) => ({ title, text })),
      },
      {
        blockType: 'stats',
        heading: text(texts.figuresHeading),
        items: texts.figures.map((p) => pair(p, l)).map(([value, label]) => ({ value, label })),
      },
      {
        blockType: 'cta',
        heading: text(texts.ctaHeading),
        text: text(texts.ctaText),
        ctaLabel: text(texts.ctaButton),
        ctaHref,
      },
    ],
  }
}

export const wdecLayout = t(wdecPage('en'), wdecPage('pt'), wdecPage('ua'))
