/** The seeded "wdec" campaign (Workplace and Destination Electric Charging) in each language. */
export const wdecLayout = {
  en: {
    title: 'Workplace and destination charging',
    description: 'Chargers at offices, hotels and shopping centres that guests can book and that pay for themselves.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'WDEC 2026 campaign',
        text: 'Until 31 December, we connect the chargers at your workplace, hotel or shopping centre to the platform free of charge, and list them on the driver app map from day one.',
        ctaLabel: 'Ask for an offer',
        ctaHref: '/form',
      },
      {
        blockType: 'features',
        heading: 'Why charge where people already stop',
        items: [
          { title: 'Guests stay longer', text: 'Drivers plan their visit around a booked charger, and they spend the charging time with you.' },
          { title: 'Employees charge at work', text: 'Give your team a charger they can book before they leave home, with separate tariffs for staff and visitors.' },
          { title: 'No setup fees', text: 'We migrate existing chargers at no cost and support any OCPP hardware you choose.' },
        ],
      },
      {
        blockType: 'stats',
        heading: 'The campaign in numbers',
        items: [
          { value: '0 €', label: 'setup and migration fees' },
          { value: '6 weeks', label: 'typical time to go live' },
          { value: '24/7', label: 'support for you and your guests' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Put your location on the map',
        text: 'Tell us how many parking spaces you have and we will propose a plan within one business day.',
        ctaLabel: 'Become a partner',
        ctaHref: '/form',
      },
    ],
  },
  pt: {
    title: 'Carregamento no trabalho e no destino',
    description: 'Carregadores em escritórios, hotéis e centros comerciais, que os clientes podem reservar e que se pagam a si próprios.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Campanha WDEC 2026',
        text: 'Até 31 de dezembro, ligamos gratuitamente à plataforma os carregadores do seu local de trabalho, hotel ou centro comercial, e mostramo-los no mapa da aplicação desde o primeiro dia.',
        ctaLabel: 'Pedir uma proposta',
        ctaHref: '/form',
      },
      {
        blockType: 'features',
        heading: 'Porquê carregar onde as pessoas já param',
        items: [
          { title: 'Os clientes ficam mais tempo', text: 'Os condutores planeiam a visita em função de um carregador reservado e passam o tempo de carregamento consigo.' },
          {
            title: 'Os colaboradores carregam no trabalho',
            text: 'Dê à sua equipa um carregador que pode reservar antes de sair de casa, com tarifários diferentes para colaboradores e visitantes.',
          },
          { title: 'Sem taxas de adesão', text: 'Migramos os carregadores existentes sem custos e suportamos qualquer equipamento OCPP à sua escolha.' },
        ],
      },
      {
        blockType: 'stats',
        heading: 'A campanha em números',
        items: [
          { value: '0 €', label: 'de taxas de adesão e migração' },
          { value: '6 semanas', label: 'prazo habitual para arrancar' },
          { value: '24/7', label: 'apoio para si e para os seus clientes' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Coloque o seu local no mapa',
        text: 'Diga-nos quantos lugares de estacionamento tem e enviamos uma proposta no prazo de um dia útil.',
        ctaLabel: 'Tornar-se parceiro',
        ctaHref: '/form',
      },
    ],
  },
  ua: {
    title: 'Зарядження на роботі та в місцях призначення',
    description: 'Зарядні станції в офісах, готелях і торговельних центрах, які гості можуть бронювати і які окупають себе.',
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Кампанія WDEC 2026',
        text: 'До 31 грудня ми безкоштовно підключаємо до платформи станції у вашому офісі, готелі чи торговельному центрі й із першого дня показуємо їх на мапі застосунку.',
        ctaLabel: 'Отримати пропозицію',
        ctaHref: '/form',
      },
      {
        blockType: 'features',
        heading: 'Чому варто заряджати там, де люди й так зупиняються',
        items: [
          { title: 'Гості залишаються довше', text: 'Водії планують візит навколо заброньованої станції й проводять час зарядження у вас.' },
          { title: 'Працівники заряджаються на роботі', text: 'Дайте команді станцію, яку можна забронювати ще вдома, з окремими тарифами для працівників і відвідувачів.' },
          { title: 'Без плати за підключення', text: 'Ми безкоштовно переносимо наявні станції й підтримуємо будь-яке обладнання з OCPP на ваш вибір.' },
        ],
      },
      {
        blockType: 'stats',
        heading: 'Кампанія в цифрах',
        items: [
          { value: '0 €', label: 'за підключення та міграцію' },
          { value: '6 тижнів', label: 'звичайний строк запуску' },
          { value: '24/7', label: 'підтримка для вас і ваших гостей' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Додайте свою локацію на мапу',
        text: 'Розкажіть, скільки у вас паркомісць, і ми надішлемо пропозицію протягом одного робочого дня.',
        ctaLabel: 'Стати партнером',
        ctaHref: '/form',
      },
    ],
  },
}
