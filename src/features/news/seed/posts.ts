/**
 * The demo news: 24 published posts in en, pt and ua. `my` (English for Malaysia) is the English text in
 * British spelling, except for the posts marked `myFallback`, which leave `my` empty to show the fallback.
 * `daysAgo` spreads publication dates; three posts are pinned (not the three newest, so pinning shows).
 */
export type DemoText = { t: string; e: string; b: string[] }
export type DemoPost = {
  url: string
  category: 'product' | 'company' | 'industry' | 'drivers'
  tags: string[]
  daysAgo: number
  pinned?: number
  myFallback?: boolean
  en: DemoText
  pt: DemoText
  ua: DemoText
}

export const demoPosts: DemoPost[] = [
  {
    url: 'ocpp-2-0-1-certified',
    category: 'product',
    tags: ['ocpp', 'hardware'],
    daysAgo: 3,
    en: {
      t: 'Our platform is now OCPP 2.0.1 certified',
      e: 'The Open Charge Alliance has certified our charging platform for OCPP 2.0.1 Core and Advanced Security, so operators can connect the newest chargers without custom work.',
      b: [
        'After four months of testing with the Open Charge Alliance, our platform passed certification for OCPP 2.0.1 Core, Advanced Security and Smart Charging profiles.',
        '## What changes for operators',
        'Chargers speaking OCPP 2.0.1 can be added from the back office in minutes. Device models, secure firmware updates and ISO 15118 certificates are handled for you, and OCPP 1.6 chargers keep working side by side.',
      ],
    },
    pt: {
      t: 'A nossa plataforma tem agora certificação OCPP 2.0.1',
      e: 'A Open Charge Alliance certificou a nossa plataforma para OCPP 2.0.1 Core e Advanced Security: os operadores ligam os carregadores mais recentes sem desenvolvimento à medida.',
      b: [
        'Após quatro meses de testes com a Open Charge Alliance, a nossa plataforma obteve a certificação dos perfis OCPP 2.0.1 Core, Advanced Security e Smart Charging.',
        '## O que muda para os operadores',
        'Os carregadores com OCPP 2.0.1 adicionam-se no back office em minutos. Modelos de dispositivo, atualizações seguras de firmware e certificados ISO 15118 ficam tratados, e os carregadores OCPP 1.6 continuam a funcionar lado a lado.',
      ],
    },
    ua: {
      t: 'Наша платформа отримала сертифікацію OCPP 2.0.1',
      e: 'Open Charge Alliance сертифікувала нашу платформу за профілями OCPP 2.0.1 Core та Advanced Security: оператори підключають найновіші зарядні станції без доопрацювань.',
      b: [
        'Після чотирьох місяців тестування з Open Charge Alliance наша платформа пройшла сертифікацію профілів OCPP 2.0.1 Core, Advanced Security та Smart Charging.',
        '## Що зміниться для операторів',
        'Станції з OCPP 2.0.1 додаються в бек-офісі за кілька хвилин. Моделі пристроїв, безпечне оновлення прошивки та сертифікати ISO 15118 ми беремо на себе, а станції з OCPP 1.6 працюють поруч, як і раніше.',
      ],
    },
  },
  {
    url: 'book-a-charger-in-advance',
    category: 'drivers',
    tags: ['reservations', 'driver-app'],
    daysAgo: 40,
    pinned: 1,
    en: {
      t: 'Book a charger before you leave home',
      e: 'Reservations are live in the driver app: choose a charger, pick a 30- to 90-minute slot and arrive to a connector that is waiting for you.',
      b: [
        'Queues at busy chargers are the most common complaint we hear from drivers. From today you can reserve a connector in the app up to 24 hours ahead.',
        '## How it works',
        'Open the map, tap a charger with the reservation badge and choose your slot. The charger shows your booking on its screen, and the reservation fee is refunded as bonuses when you start charging on time.',
      ],
    },
    pt: {
      t: 'Reserve um carregador antes de sair de casa',
      e: 'As reservas já estão disponíveis na app: escolha o carregador, selecione um período de 30 a 90 minutos e chegue a um conector à sua espera.',
      b: [
        'As filas nos carregadores mais procurados são a queixa mais frequente dos condutores. A partir de hoje pode reservar um conector na app com até 24 horas de antecedência.',
        '## Como funciona',
        'Abra o mapa, toque num carregador com o símbolo de reserva e escolha o período. O carregador mostra a sua reserva no ecrã, e a taxa de reserva é devolvida em bónus quando começa a carregar a horas.',
      ],
    },
    ua: {
      t: 'Бронюйте зарядку ще до виїзду з дому',
      e: 'Бронювання вже працює в застосунку: оберіть станцію, слот від 30 до 90 хвилин і приїжджайте до вільного конектора.',
      b: [
        'Черги на популярних станціях — найчастіша скарга водіїв. Відтепер конектор можна забронювати в застосунку за 24 години наперед.',
        '## Як це працює',
        'Відкрийте мапу, торкніться станції з позначкою бронювання й оберіть слот. Станція показує ваше бронювання на екрані, а плату за бронь повертаємо бонусами, якщо ви почали заряджання вчасно.',
      ],
    },
  },
  {
    url: 'roaming-with-ocpi',
    category: 'product',
    tags: ['roaming', 'partners'],
    daysAgo: 9,
    en: {
      t: 'Roaming through OCPI 2.2.1 with five new hubs',
      e: 'Drivers of partner networks can now start sessions on your chargers, and your customers can charge abroad, billed in one invoice.',
      b: [
        'We connected our platform to five roaming hubs through OCPI 2.2.1. Locations, tariffs and sessions are exchanged in real time, so prices shown in partner apps are always current.',
        'Operators decide per site which partners may charge there and at which tariff. Roaming revenue appears in the same reports as direct sessions.',
      ],
    },
    pt: {
      t: 'Roaming por OCPI 2.2.1 com cinco novos hubs',
      e: 'Os condutores de redes parceiras já podem carregar nos seus postos, e os seus clientes carregam no estrangeiro com uma só fatura.',
      b: [
        'Ligámos a plataforma a cinco hubs de roaming através de OCPI 2.2.1. Localizações, tarifas e sessões são trocadas em tempo real, por isso os preços nas apps parceiras estão sempre atualizados.',
        'Os operadores decidem, por local, que parceiros podem carregar e com que tarifa. As receitas de roaming aparecem nos mesmos relatórios que as sessões diretas.',
      ],
    },
    ua: {
      t: 'Роумінг через OCPI 2.2.1 із п’ятьма новими хабами',
      e: 'Водії партнерських мереж тепер заряджаються на ваших станціях, а ваші клієнти — за кордоном, з одним рахунком.',
      b: [
        'Ми підключили платформу до п’яти роумінгових хабів через OCPI 2.2.1. Локації, тарифи й сесії передаються в реальному часі, тож ціни в партнерських застосунках завжди актуальні.',
        'Оператор для кожної локації вирішує, яким партнерам дозволено заряджатися і за яким тарифом. Дохід від роумінгу видно в тих самих звітах, що й прямі сесії.',
      ],
    },
  },
  {
    url: 'five-tips-for-winter-charging',
    category: 'drivers',
    tags: ['driver-app', 'sustainability'],
    daysAgo: 14,
    pinned: 2,
    en: {
      t: 'Five tips for charging in winter',
      e: 'Cold batteries charge slower. Precondition, plan for the afternoon and use the app’s power filter to get more kilometres per minute.',
      b: [
        'Lithium-ion cells accept less power when they are cold, which is why your first fast charge on a frosty morning can feel slow.',
        '## What helps',
        'Precondition the battery on the way to the charger, charge after a longer drive rather than before it, keep the charge between 20 and 80 per cent, and filter the map for chargers of 100 kW or more. Favourite a covered charger near work for the coldest weeks.',
      ],
    },
    pt: {
      t: 'Cinco conselhos para carregar no inverno',
      e: 'Baterias frias carregam mais devagar. Pré-condicione, prefira a tarde e use o filtro de potência da app para ganhar mais quilómetros por minuto.',
      b: [
        'As células de iões de lítio aceitam menos potência quando estão frias, e por isso o primeiro carregamento rápido numa manhã gelada parece lento.',
        '## O que ajuda',
        'Pré-condicione a bateria a caminho do carregador, carregue depois de uma viagem mais longa e não antes, mantenha a carga entre 20 e 80 por cento e filtre o mapa por carregadores de 100 kW ou mais. Guarde nos favoritos um posto coberto perto do trabalho.',
      ],
    },
    ua: {
      t: 'П’ять порад для заряджання взимку',
      e: 'Холодна батарея заряджається повільніше. Підігрійте її, плануйте заряджання після поїздки та фільтруйте мапу за потужністю.',
      b: [
        'Літій-іонні комірки приймають менше потужності на холоді, тому перше швидке заряджання морозного ранку здається повільним.',
        '## Що допомагає',
        'Підігрійте батарею дорогою до станції, заряджайтеся після довшої поїздки, а не перед нею, тримайте заряд між 20 і 80 відсотками та фільтруйте мапу за станціями від 100 кВт. Додайте в обране криту станцію біля роботи.',
      ],
    },
  },
  {
    url: 'series-b-funding',
    category: 'company',
    tags: ['partners'],
    daysAgo: 60,
    pinned: 3,
    en: {
      t: 'We raised €24 million to bring smart charging to more countries',
      e: 'The Series B round led by two climate funds will finance new offices in Lisbon and Kuala Lumpur and double our engineering team.',
      b: [
        'Charge point operators in 67 countries already run their networks on our platform. With this round we will open offices in Lisbon and Kuala Lumpur to support customers in their time zone.',
        'Half of the funding goes to engineering: load management for depots, payment terminals for public sites and deeper analytics for fleet owners.',
      ],
    },
    pt: {
      t: 'Angariámos 24 milhões de euros para levar o carregamento inteligente a mais países',
      e: 'A ronda de Série B, liderada por dois fundos climáticos, financia novos escritórios em Lisboa e Kuala Lumpur e duplica a equipa de engenharia.',
      b: [
        'Operadores de 67 países já gerem as suas redes na nossa plataforma. Com esta ronda abrimos escritórios em Lisboa e Kuala Lumpur para apoiar os clientes no seu fuso horário.',
        'Metade do investimento vai para engenharia: gestão de carga para frotas, terminais de pagamento em locais públicos e análises mais detalhadas para gestores de frota.',
      ],
    },
    ua: {
      t: 'Ми залучили 24 млн євро, щоб розумне заряджання з’явилося в більшій кількості країн',
      e: 'Раунд серії B на чолі з двома кліматичними фондами профінансує офіси в Лісабоні та Куала-Лумпурі й подвоєння команди інженерів.',
      b: [
        'Оператори зарядних мереж у 67 країнах уже працюють на нашій платформі. Завдяки цьому раунду ми відкриємо офіси в Лісабоні та Куала-Лумпурі, щоб підтримувати клієнтів у їхньому часовому поясі.',
        'Половина коштів піде на розробку: керування навантаженням для автопарків, платіжні термінали для публічних станцій і глибшу аналітику для власників флотів.',
      ],
    },
  },
  {
    url: 'ad-hoc-payments-by-qr-code',
    category: 'product',
    tags: ['billing', 'hardware'],
    daysAgo: 20,
    en: {
      t: 'Pay by QR code, no app or account needed',
      e: 'Every charger now carries a QR code that opens a payment page: choose an amount, pay by card and start charging.',
      b: [
        'European rules ask public chargers to accept ad-hoc payment. Our QR flow meets them without installing a card terminal on every post.',
        'Drivers scan the code, see the tariff for that connector, prepay an amount and get the unused part refunded automatically when the session ends.',
      ],
    },
    pt: {
      t: 'Pague com código QR, sem app nem conta',
      e: 'Cada carregador tem agora um código QR que abre uma página de pagamento: escolha o valor, pague com cartão e comece a carregar.',
      b: [
        'As regras europeias exigem que os carregadores públicos aceitem pagamento pontual. O nosso fluxo por QR cumpre-as sem instalar um terminal em cada posto.',
        'O condutor lê o código, vê a tarifa desse conector, pré-paga um valor e recebe automaticamente a parte não usada quando a sessão termina.',
      ],
    },
    ua: {
      t: 'Оплата за QR-кодом без застосунку та реєстрації',
      e: 'На кожній станції тепер є QR-код зі сторінкою оплати: оберіть суму, сплатіть карткою й почніть заряджання.',
      b: [
        'Європейські правила вимагають, щоб публічні станції приймали разову оплату. Наш QR-сценарій відповідає їм без встановлення термінала на кожній станції.',
        'Водій сканує код, бачить тариф конектора, вносить передоплату, а невикористану частину автоматично повертаємо після завершення сесії.',
      ],
    },
  },
  {
    url: 'load-management-for-depots',
    category: 'product',
    tags: ['ocpp', 'hardware'],
    daysAgo: 27,
    en: {
      t: 'Dynamic load management for bus and truck depots',
      e: 'Charge a whole fleet overnight on the grid connection you already have: the platform shares power by departure time.',
      b: [
        'Depots often have far more chargers than their grid connection can feed at once. Our scheduler now shares the available power by each vehicle’s departure time and state of charge.',
        'Fleet managers set departure times in the back office or import them from their planning system, and get an alert when a vehicle will not be ready in time.',
      ],
    },
    pt: {
      t: 'Gestão dinâmica de carga para parques de autocarros e camiões',
      e: 'Carregue toda a frota durante a noite com a ligação à rede que já tem: a plataforma reparte a potência pela hora de partida.',
      b: [
        'Os parques têm muitas vezes mais carregadores do que a ligação à rede consegue alimentar em simultâneo. O nosso planeador reparte agora a potência pela hora de partida e pelo estado de carga de cada veículo.',
        'Os gestores de frota definem as horas de partida no back office ou importam-nas do seu sistema de planeamento, e recebem um alerta quando um veículo não ficará pronto a tempo.',
      ],
    },
    ua: {
      t: 'Динамічне керування навантаженням для автобусних і вантажних депо',
      e: 'Заряджайте весь автопарк уночі від наявного підключення до мережі: платформа розподіляє потужність за часом виїзду.',
      b: [
        'У депо часто більше станцій, ніж може одночасно живити підключення до мережі. Наш планувальник тепер розподіляє потужність за часом виїзду та рівнем заряду кожного авто.',
        'Керівники автопарків задають час виїзду в бек-офісі або імпортують його з системи планування й отримують сповіщення, якщо авто не буде готове вчасно.',
      ],
    },
  },
  {
    url: 'white-label-app-for-operators',
    category: 'product',
    tags: ['driver-app', 'partners'],
    daysAgo: 33,
    en: {
      t: 'A white-label driver app in your colours within two weeks',
      e: 'Operators can publish the driver app under their own brand, with their logo, colours, tariffs and support contacts.',
      b: [
        'Many operators want their customers to see their brand, not ours. The white-label app shares the code of our own app, so it gets every new feature on the same day.',
        'We handle the App Store and Google Play releases; you keep the customer relationship and the data.',
      ],
    },
    pt: {
      t: 'Uma app white label com as suas cores em duas semanas',
      e: 'Os operadores podem publicar a app para condutores com a sua marca, logótipo, cores, tarifas e contactos de apoio.',
      b: [
        'Muitos operadores querem que os clientes vejam a sua marca e não a nossa. A app white label partilha o código da nossa app, por isso recebe cada novidade no mesmo dia.',
        'Tratamos das publicações na App Store e no Google Play; a relação com o cliente e os dados continuam seus.',
      ],
    },
    ua: {
      t: 'Застосунок для водіїв під вашим брендом за два тижні',
      e: 'Оператори можуть випустити застосунок для водіїв зі своїм логотипом, кольорами, тарифами й контактами підтримки.',
      b: [
        'Багато операторів хочуть, щоб клієнти бачили їхній бренд, а не наш. White-label застосунок має спільний код із нашим, тож отримує кожну нову функцію того ж дня.',
        'Публікацію в App Store і Google Play ми беремо на себе, а стосунки з клієнтами та дані залишаються вашими.',
      ],
    },
  },
  {
    url: 'afir-what-operators-need-to-know',
    category: 'industry',
    tags: ['billing', 'roaming'],
    daysAgo: 45,
    en: {
      t: 'AFIR: what charge point operators need to know',
      e: 'The EU regulation on alternative fuels infrastructure sets rules for payment, price display and data sharing. Here is a practical checklist.',
      b: [
        'The Alternative Fuels Infrastructure Regulation applies to new public chargers from April 2024 and to many existing ones from 2027.',
        '## The checklist',
        'Ad-hoc card or QR payment on public chargers, the price per kWh shown before charging, static and dynamic data shared through national access points, and availability of at least 97 per cent for fast chargers on the core network.',
      ],
    },
    pt: {
      t: 'AFIR: o que os operadores de carregamento precisam de saber',
      e: 'O regulamento europeu sobre infraestruturas para combustíveis alternativos define regras de pagamento, afixação de preços e partilha de dados. Eis uma lista prática.',
      b: [
        'O Regulamento relativo à Infraestrutura para Combustíveis Alternativos aplica-se aos novos carregadores públicos desde abril de 2024 e a muitos dos existentes a partir de 2027.',
        '## A lista',
        'Pagamento pontual por cartão ou QR nos carregadores públicos, preço por kWh visível antes de carregar, dados estáticos e dinâmicos partilhados através dos pontos de acesso nacionais e disponibilidade de pelo menos 97 por cento nos carregadores rápidos da rede principal.',
      ],
    },
    ua: {
      t: 'AFIR: що потрібно знати операторам зарядних станцій',
      e: 'Регламент ЄС про інфраструктуру альтернативних видів палива встановлює правила оплати, показу цін і обміну даними. Ось практичний чекліст.',
      b: [
        'Регламент про інфраструктуру альтернативних видів палива діє для нових публічних станцій з квітня 2024 року, а для багатьох наявних — з 2027-го.',
        '## Чекліст',
        'Разова оплата карткою або за QR-кодом на публічних станціях, ціна за кВт·год до початку заряджання, статичні й динамічні дані через національні точки доступу та доступність щонайменше 97 відсотків для швидких станцій основної мережі.',
      ],
    },
  },
  {
    url: 'lisbon-office-opens',
    category: 'company',
    tags: ['partners'],
    daysAgo: 52,
    myFallback: true,
    en: {
      t: 'Our Lisbon office is open',
      e: 'Twenty colleagues in support, sales and engineering now work from Lisbon, serving operators in Portugal, Spain and Brazil.',
      b: [
        'The new office in the Marvila district hosts our Iberian support team, two product squads and a small lab where we test chargers from local manufacturers.',
        'Customers in Portugal, Spain and Brazil now get support in Portuguese and Spanish during their business hours.',
      ],
    },
    pt: {
      t: 'O nosso escritório de Lisboa está aberto',
      e: 'Vinte colegas de apoio, vendas e engenharia trabalham agora a partir de Lisboa, ao serviço de operadores em Portugal, Espanha e Brasil.',
      b: [
        'O novo escritório em Marvila acolhe a equipa de apoio ibérica, duas equipas de produto e um pequeno laboratório onde testamos carregadores de fabricantes locais.',
        'Os clientes em Portugal, Espanha e Brasil têm agora apoio em português e espanhol durante o seu horário de trabalho.',
      ],
    },
    ua: {
      t: 'Відкрився наш офіс у Лісабоні',
      e: 'Двадцять колег із підтримки, продажів і розробки тепер працюють у Лісабоні й обслуговують операторів Португалії, Іспанії та Бразилії.',
      b: [
        'У новому офісі в районі Марвіла працюють іберійська команда підтримки, дві продуктові команди та невелика лабораторія, де ми тестуємо станції місцевих виробників.',
        'Клієнти з Португалії, Іспанії та Бразилії тепер отримують підтримку португальською та іспанською у свій робочий час.',
      ],
    },
  },
  {
    url: 'bonuses-for-off-peak-charging',
    category: 'drivers',
    tags: ['driver-app', 'billing', 'sustainability'],
    daysAgo: 6,
    en: {
      t: 'Earn double bonuses for off-peak charging',
      e: 'Charge between 22:00 and 06:00 or around midday on sunny days and collect twice the usual bonuses in the app.',
      b: [
        'Charging when the grid is quiet is cheaper for operators and cleaner for everyone. We now reward it: sessions in off-peak windows earn double bonuses.',
        'The app marks off-peak windows on each charger, and bonuses can be spent on charging or in the shop.',
      ],
    },
    pt: {
      t: 'Ganhe bónus a dobrar ao carregar fora das horas de ponta',
      e: 'Carregue entre as 22:00 e as 06:00 ou à hora de almoço em dias de sol e receba o dobro dos bónus na app.',
      b: [
        'Carregar quando a rede está tranquila é mais barato para os operadores e mais limpo para todos. Agora premiamos isso: as sessões fora das horas de ponta valem bónus a dobrar.',
        'A app assinala os períodos fora de ponta em cada carregador, e os bónus podem ser usados em carregamentos ou na loja.',
      ],
    },
    ua: {
      t: 'Подвійні бонуси за заряджання поза піковими годинами',
      e: 'Заряджайтеся з 22:00 до 06:00 або опівдні в сонячні дні й отримуйте вдвічі більше бонусів у застосунку.',
      b: [
        'Заряджання, коли мережа не навантажена, дешевше для операторів і чистіше для всіх. Тепер ми за це винагороджуємо: сесії поза піком приносять подвійні бонуси.',
        'Застосунок показує непікові вікна для кожної станції, а бонуси можна витратити на заряджання або в магазині.',
      ],
    },
  },
  {
    url: 'hardware-agnostic-explained',
    category: 'industry',
    tags: ['hardware', 'ocpp'],
    daysAgo: 75,
    en: {
      t: 'Hardware-agnostic charging, explained',
      e: 'Why an open protocol lets you mix chargers from different makers, and what to check before you buy.',
      b: [
        'A hardware-agnostic platform talks to chargers through OCPP instead of a manufacturer’s private protocol, so you can change suppliers without changing software.',
        'Before buying, ask for the OCPP version and certificate, remote firmware updates, local load management support and the manufacturer’s spare-parts policy.',
      ],
    },
    pt: {
      t: 'Carregamento independente do fabricante, explicado',
      e: 'Porque é que um protocolo aberto permite misturar carregadores de vários fabricantes, e o que verificar antes de comprar.',
      b: [
        'Uma plataforma independente do fabricante comunica com os carregadores por OCPP e não por um protocolo proprietário, por isso pode mudar de fornecedor sem mudar de software.',
        'Antes de comprar, peça a versão e o certificado OCPP, atualizações remotas de firmware, suporte a gestão local de carga e a política de peças de substituição.',
      ],
    },
    ua: {
      t: 'Що означає незалежність від обладнання',
      e: 'Чому відкритий протокол дає змогу поєднувати станції різних виробників і що перевірити перед купівлею.',
      b: [
        'Платформа, незалежна від обладнання, працює зі станціями через OCPP, а не через закритий протокол виробника, тож постачальника можна змінити без зміни програмного забезпечення.',
        'Перед купівлею запитайте версію та сертифікат OCPP, віддалене оновлення прошивки, підтримку локального керування навантаженням і політику щодо запчастин.',
      ],
    },
  },
  {
    url: 'kuala-lumpur-partnership',
    category: 'company',
    tags: ['partners', 'roaming'],
    daysAgo: 18,
    en: {
      t: 'New partnership brings 400 chargers in Malaysia onto the platform',
      e: 'A leading Malaysian property group will run the chargers of its malls and office towers on our platform, open to all drivers.',
      b: [
        'Four hundred AC and DC chargers in Kuala Lumpur, Penang and Johor Bahru move to our platform this quarter. Drivers will find them on the map and can book them in advance.',
        'Tenants of the office towers get workplace charging with monthly invoices, while visitors pay by app or QR code.',
      ],
    },
    pt: {
      t: 'Nova parceria traz 400 carregadores na Malásia para a plataforma',
      e: 'Um grande grupo imobiliário malaio vai gerir os carregadores dos seus centros comerciais e torres de escritórios na nossa plataforma, abertos a todos os condutores.',
      b: [
        'Quatrocentos carregadores AC e DC em Kuala Lumpur, Penang e Johor Bahru passam para a nossa plataforma neste trimestre. Os condutores encontram-nos no mapa e podem reservá-los.',
        'Os inquilinos das torres de escritórios têm carregamento no local de trabalho com faturação mensal, e os visitantes pagam pela app ou por QR.',
      ],
    },
    ua: {
      t: 'Нове партнерство додає на платформу 400 станцій у Малайзії',
      e: 'Провідна малайзійська девелоперська група переводить на нашу платформу станції своїх торгових центрів і офісних веж — відкриті для всіх водіїв.',
      b: [
        'Чотириста станцій змінного й постійного струму в Куала-Лумпурі, Пенанзі та Джохор-Бару переходять на нашу платформу цього кварталу. Водії побачать їх на мапі й зможуть бронювати.',
        'Орендарі офісних веж отримують заряджання на роботі з щомісячними рахунками, а відвідувачі платять через застосунок або QR-код.',
      ],
    },
  },
  {
    url: 'analytics-dashboard-2',
    category: 'product',
    tags: ['billing'],
    daysAgo: 66,
    en: {
      t: 'A new analytics dashboard for utilisation and revenue',
      e: 'See utilisation by hour, revenue by tariff and faults by charger model in one place, and export any chart to CSV.',
      b: [
        'The redesigned dashboard answers the three questions operators ask most: which sites are busy, which tariffs earn, and which chargers fail.',
        'Charts load in under a second even for networks with thousands of connectors, and every chart can be exported or shared with a link.',
      ],
    },
    pt: {
      t: 'Um novo painel de análise de utilização e receitas',
      e: 'Veja a utilização por hora, as receitas por tarifa e as avarias por modelo de carregador num só lugar, e exporte qualquer gráfico para CSV.',
      b: [
        'O painel redesenhado responde às três perguntas mais frequentes dos operadores: que locais estão cheios, que tarifas rendem e que carregadores falham.',
        'Os gráficos abrem em menos de um segundo mesmo em redes com milhares de conectores, e qualquer gráfico pode ser exportado ou partilhado por link.',
      ],
    },
    ua: {
      t: 'Нова аналітична панель: завантаженість і дохід',
      e: 'Завантаженість за годинами, дохід за тарифами й збої за моделями станцій в одному місці, з експортом будь-якого графіка в CSV.',
      b: [
        'Оновлена панель відповідає на три найчастіші запитання операторів: які локації завантажені, які тарифи приносять дохід і які станції виходять з ладу.',
        'Графіки відкриваються менш ніж за секунду навіть для мереж із тисячами конекторів, і кожен можна експортувати або поширити посиланням.',
      ],
    },
  },
  {
    url: 'first-road-trip-checklist',
    category: 'drivers',
    tags: ['driver-app', 'reservations'],
    daysAgo: 85,
    en: {
      t: 'Your first electric road trip: a checklist',
      e: 'Plan charging stops with the route planner, book the busiest ones and pack the right adapter. A relaxed trip starts at home.',
      b: [
        'The route planner in the app suggests charging stops based on your car’s range, the weather and the chargers’ live status.',
        'Book stops at motorway service areas in advance, keep a Type 2 cable in the boot for destination chargers, and add a buffer of 15 per cent to the estimated range.',
      ],
    },
    pt: {
      t: 'A sua primeira viagem elétrica: lista de verificação',
      e: 'Planeie as paragens com o planeador de rotas, reserve as mais procuradas e leve o adaptador certo. Uma viagem tranquila começa em casa.',
      b: [
        'O planeador de rotas da app sugere paragens de carregamento com base na autonomia do carro, no tempo e no estado atual dos carregadores.',
        'Reserve com antecedência as paragens nas áreas de serviço das autoestradas, leve um cabo Tipo 2 na bagageira e acrescente uma margem de 15 por cento à autonomia estimada.',
      ],
    },
    ua: {
      t: 'Перша подорож електромобілем: чекліст',
      e: 'Сплануйте зупинки в планувальнику маршрутів, забронюйте найпопулярніші й візьміть потрібний перехідник. Спокійна подорож починається вдома.',
      b: [
        'Планувальник маршрутів у застосунку пропонує зупинки для заряджання з урахуванням запасу ходу авто, погоди та поточного стану станцій.',
        'Бронюйте зупинки на автомагістралях заздалегідь, возіть кабель Type 2 у багажнику й додавайте 15 відсотків запасу до розрахункового пробігу.',
      ],
    },
  },
  {
    url: 'co2-report-2025',
    category: 'company',
    tags: ['sustainability'],
    daysAgo: 110,
    en: {
      t: 'Our network avoided 41,000 tonnes of CO₂ last year',
      e: 'Sessions on our platform replaced about 180 million kilometres of petrol driving, the equivalent of 1.9 million trees growing for a year.',
      b: [
        'We calculate avoided emissions from the energy delivered in every session, the average consumption of the cars charged and each country’s grid mix.',
        'The method and the data are published in our impact report, and operators can show the same figures for their own network on their website.',
      ],
    },
    pt: {
      t: 'A nossa rede evitou 41 000 toneladas de CO₂ no ano passado',
      e: 'As sessões na nossa plataforma substituíram cerca de 180 milhões de quilómetros a gasolina, o equivalente a 1,9 milhões de árvores a crescer durante um ano.',
      b: [
        'Calculamos as emissões evitadas a partir da energia entregue em cada sessão, do consumo médio dos carros e do mix energético de cada país.',
        'O método e os dados estão publicados no nosso relatório de impacto, e os operadores podem mostrar os mesmos números da sua rede no seu site.',
      ],
    },
    ua: {
      t: 'Минулого року наша мережа запобігла викидам 41 000 тонн CO₂',
      e: 'Сесії на нашій платформі замінили близько 180 мільйонів кілометрів на бензині — це як 1,9 мільйона дерев, що росли цілий рік.',
      b: [
        'Ми рахуємо уникнені викиди за енергією кожної сесії, середнім споживанням авто та енергетичним балансом кожної країни.',
        'Методика й дані опубліковані в нашому звіті про вплив, а оператори можуть показувати такі самі цифри для своєї мережі на своєму сайті.',
      ],
    },
  },
  {
    url: 'payment-terminals-integration',
    category: 'product',
    tags: ['billing', 'hardware'],
    daysAgo: 95,
    myFallback: true,
    en: {
      t: 'Contactless payment terminals, integrated',
      e: 'Chargers with a built-in card reader now start and bill sessions directly through the platform, with receipts by e-mail.',
      b: [
        'We integrated the payment terminals of three major charger manufacturers. A tap of a card starts the session; the final amount is captured when it ends.',
        'Receipts are sent by e-mail or shown as a QR code on the charger’s screen, and card sessions appear in the same reports as app sessions.',
      ],
    },
    pt: {
      t: 'Terminais de pagamento contactless integrados',
      e: 'Os carregadores com leitor de cartões integrado iniciam e faturam sessões diretamente pela plataforma, com recibo por e-mail.',
      b: [
        'Integrámos os terminais de pagamento de três grandes fabricantes de carregadores. Basta aproximar o cartão para iniciar a sessão; o valor final é cobrado no fim.',
        'Os recibos seguem por e-mail ou aparecem como código QR no ecrã do carregador, e as sessões com cartão surgem nos mesmos relatórios que as da app.',
      ],
    },
    ua: {
      t: 'Безконтактні платіжні термінали тепер інтегровано',
      e: 'Станції з вбудованим зчитувачем карток запускають і тарифікують сесії безпосередньо через платформу, з чеком на e-mail.',
      b: [
        'Ми інтегрували платіжні термінали трьох великих виробників станцій. Дотик картки запускає сесію, а остаточна сума списується після її завершення.',
        'Чеки надсилаємо на e-mail або показуємо QR-кодом на екрані станції, а сесії з карткою видно в тих самих звітах, що й сесії із застосунку.',
      ],
    },
  },
  {
    url: 'workplace-charging-guide',
    category: 'industry',
    tags: ['billing', 'hardware'],
    daysAgo: 130,
    en: {
      t: 'Workplace charging: a guide for facility managers',
      e: 'How many chargers to install, how to share costs with employees and visitors, and how to avoid upgrading your grid connection.',
      b: [
        'Start with one charger for every eight parking spaces and plan the cabling for more. Most employees need only 10–15 kWh a day, which a 7 kW charger delivers in two hours.',
        'Set a tariff for employees and another for visitors, let load management share the building’s spare capacity, and let the platform invoice everyone monthly.',
      ],
    },
    pt: {
      t: 'Carregamento no local de trabalho: guia para gestores de instalações',
      e: 'Quantos carregadores instalar, como partilhar custos com colaboradores e visitantes e como evitar reforçar a ligação à rede.',
      b: [
        'Comece com um carregador por cada oito lugares e prepare a cablagem para mais. A maioria dos colaboradores precisa de apenas 10 a 15 kWh por dia, que um carregador de 7 kW entrega em duas horas.',
        'Defina uma tarifa para colaboradores e outra para visitantes, deixe a gestão de carga usar a capacidade livre do edifício e a plataforma faturar todos mensalmente.',
      ],
    },
    ua: {
      t: 'Заряджання на роботі: посібник для адміністраторів будівель',
      e: 'Скільки станцій встановити, як розподілити витрати між працівниками та гостями і як обійтися без збільшення потужності підключення.',
      b: [
        'Почніть з однієї станції на вісім паркомісць і закладіть кабелі на більше. Більшості працівників вистачає 10–15 кВт·год на день — станція на 7 кВт дає їх за дві години.',
        'Встановіть окремі тарифи для працівників і гостей, доручіть керуванню навантаженням вільну потужність будівлі, а платформі — щомісячні рахунки.',
      ],
    },
  },
  {
    url: 'driver-app-4-0',
    category: 'drivers',
    tags: ['driver-app'],
    daysAgo: 2,
    en: {
      t: 'Driver app 4.0: a faster map and a wallet',
      e: 'The new version opens the map twice as fast, adds a wallet for prepaying sessions and shows live charging curves.',
      b: [
        'We rebuilt the map so it shows thousands of chargers smoothly, even on older phones. Filters for power, connector and price are one tap away.',
        'The new wallet holds money and bonuses together; top it up once and start sessions without entering card details again.',
      ],
    },
    pt: {
      t: 'App para condutores 4.0: um mapa mais rápido e uma carteira',
      e: 'A nova versão abre o mapa duas vezes mais depressa, acrescenta uma carteira para pré-pagar sessões e mostra a curva de carregamento em direto.',
      b: [
        'Reconstruímos o mapa para mostrar milhares de carregadores com fluidez, mesmo em telemóveis mais antigos. Os filtros de potência, conector e preço estão à distância de um toque.',
        'A nova carteira junta dinheiro e bónus; carregue-a uma vez e inicie sessões sem voltar a introduzir os dados do cartão.',
      ],
    },
    ua: {
      t: 'Застосунок для водіїв 4.0: швидша мапа та гаманець',
      e: 'Нова версія відкриває мапу вдвічі швидше, додає гаманець для передоплати сесій і показує криву заряджання наживо.',
      b: [
        'Ми переписали мапу, щоб вона плавно показувала тисячі станцій навіть на старших телефонах. Фільтри за потужністю, конектором і ціною — в один дотик.',
        'Новий гаманець поєднує гроші й бонуси: поповніть його один раз і запускайте сесії без повторного введення даних картки.',
      ],
    },
  },
  {
    url: 'ev-charging-market-2026',
    category: 'industry',
    tags: ['sustainability', 'roaming'],
    daysAgo: 150,
    en: {
      t: 'Five trends shaping EV charging in 2026',
      e: 'Megawatt charging for trucks, plug and charge, bidirectional charging, stricter uptime rules and consolidation among operators.',
      b: [
        'Truck depots and motorway hubs are preparing for the Megawatt Charging System, while ISO 15118 plug and charge finally reaches mainstream cars.',
        'Regulators are measuring uptime, and smaller operators are merging or outsourcing their software. Flexibility and open standards will decide who grows.',
      ],
    },
    pt: {
      t: 'Cinco tendências do carregamento de veículos elétricos em 2026',
      e: 'Carregamento em megawatts para camiões, plug and charge, carregamento bidirecional, regras de disponibilidade mais exigentes e concentração de operadores.',
      b: [
        'Os parques de camiões e os hubs nas autoestradas preparam-se para o Megawatt Charging System, enquanto o plug and charge ISO 15118 chega finalmente aos carros mais vendidos.',
        'Os reguladores medem a disponibilidade, e os operadores mais pequenos fundem-se ou subcontratam o software. A flexibilidade e as normas abertas vão decidir quem cresce.',
      ],
    },
    ua: {
      t: 'П’ять трендів зарядної галузі у 2026 році',
      e: 'Мегаватне заряджання вантажівок, plug and charge, двонаправлене заряджання, жорсткіші вимоги до доступності та консолідація операторів.',
      b: [
        'Вантажні депо та хаби на автомагістралях готуються до Megawatt Charging System, а plug and charge за ISO 15118 нарешті з’являється в масових авто.',
        'Регулятори вимірюють доступність станцій, а менші оператори об’єднуються або передають програмне забезпечення на аутсорс. Виграють ті, хто обирає гнучкість і відкриті стандарти.',
      ],
    },
  },
  {
    url: 'support-24-7',
    category: 'company',
    tags: ['partners', 'hardware'],
    daysAgo: 120,
    en: {
      t: 'Round-the-clock support in four languages',
      e: 'Our support desk now answers drivers and operators 24/7 by phone, chat and e-mail, with remote charger diagnostics.',
      b: [
        'A driver stuck at a charger at night needs help within minutes. Our support team now works in three shifts across Lisbon, Kyiv and Kuala Lumpur.',
        'Agents can restart a charger, unlock a cable or start a session remotely, and 80 per cent of calls are solved without sending a technician.',
      ],
    },
    pt: {
      t: 'Apoio permanente em quatro línguas',
      e: 'A nossa equipa de apoio responde agora a condutores e operadores 24 horas por dia por telefone, chat e e-mail, com diagnóstico remoto dos carregadores.',
      b: [
        'Um condutor bloqueado num carregador à noite precisa de ajuda em minutos. A nossa equipa trabalha agora em três turnos entre Lisboa, Kyiv e Kuala Lumpur.',
        'Os agentes podem reiniciar um carregador, desbloquear um cabo ou iniciar uma sessão remotamente, e 80 por cento das chamadas ficam resolvidas sem deslocar um técnico.',
      ],
    },
    ua: {
      t: 'Цілодобова підтримка чотирма мовами',
      e: 'Наша служба підтримки тепер відповідає водіям і операторам 24/7 телефоном, у чаті та e-mail і діагностує станції віддалено.',
      b: [
        'Водієві, який уночі не може запустити заряджання, потрібна допомога за лічені хвилини. Наша команда тепер працює в три зміни в Лісабоні, Києві та Куала-Лумпурі.',
        'Оператори підтримки можуть перезапустити станцію, розблокувати кабель або запустити сесію віддалено, і 80 відсотків звернень вирішуються без виїзду техніка.',
      ],
    },
  },
  {
    url: 'tariffs-by-time-of-day',
    category: 'product',
    tags: ['billing', 'ocpp'],
    daysAgo: 160,
    myFallback: true,
    en: {
      t: 'Time-of-day tariffs and idle fees',
      e: 'Set different prices for peak and off-peak hours, and charge an idle fee when a car stays plugged in after charging.',
      b: [
        'Operators can now combine energy, time and session prices with time-of-day windows, for each site or connector type.',
        'Idle fees start after a grace period you choose and are announced in the app and on the charger, so drivers move on and the next car can charge.',
      ],
    },
    pt: {
      t: 'Tarifas por hora do dia e taxas de ocupação',
      e: 'Defina preços diferentes para horas de ponta e de vazio, e cobre uma taxa de ocupação quando um carro fica ligado depois de carregar.',
      b: [
        'Os operadores podem agora combinar preços por energia, tempo e sessão com períodos horários, por local ou por tipo de conector.',
        'As taxas de ocupação começam após um período de tolerância à sua escolha e são anunciadas na app e no carregador, para que o próximo carro possa carregar.',
      ],
    },
    ua: {
      t: 'Тарифи за часом доби та плата за простій',
      e: 'Встановлюйте різні ціни для пікових і непікових годин та стягуйте плату, якщо авто залишається підключеним після заряджання.',
      b: [
        'Оператори тепер поєднують ціни за енергію, час і сесію з часовими вікнами — для кожної локації чи типу конектора.',
        'Плата за простій починається після обраного вами пільгового періоду й відображається в застосунку та на станції, щоб наступне авто могло зарядитися.',
      ],
    },
  },
  {
    url: 'invite-friends-earn-bonuses',
    category: 'drivers',
    tags: ['driver-app'],
    daysAgo: 70,
    en: {
      t: 'Invite a friend and both of you get 15 bonuses',
      e: 'Share your invite link from the app: when your friend finishes their first session, you both receive 15 bonuses.',
      b: [
        'Most drivers find their favourite chargers through friends. The invite programme thanks you for spreading the word.',
        'There is no limit on invitations, and bonuses can be spent on charging, accessories or souvenirs in the shop.',
      ],
    },
    pt: {
      t: 'Convide um amigo e ambos recebem 15 bónus',
      e: 'Partilhe o seu link de convite na app: quando o seu amigo concluir a primeira sessão, ambos recebem 15 bónus.',
      b: [
        'A maioria dos condutores descobre os seus carregadores favoritos através de amigos. O programa de convites agradece-lhe por passar a palavra.',
        'Não há limite de convites, e os bónus podem ser usados em carregamentos, acessórios ou lembranças na loja.',
      ],
    },
    ua: {
      t: 'Запросіть друга — і ви обидва отримаєте по 15 бонусів',
      e: 'Поділіться посиланням-запрошенням із застосунку: коли друг завершить першу сесію, ви обоє отримаєте по 15 бонусів.',
      b: [
        'Більшість водіїв знаходять улюблені станції завдяки друзям. Програма запрошень дякує вам за рекомендації.',
        'Кількість запрошень не обмежена, а бонуси можна витратити на заряджання, аксесуари чи сувеніри в магазині.',
      ],
    },
  },
  {
    url: 'security-iso-27001',
    category: 'company',
    tags: ['ocpp'],
    daysAgo: 180,
    en: {
      t: 'ISO 27001 certification for our platform and offices',
      e: 'An independent audit confirmed that we manage the security of charging data, payments and personal data to ISO 27001.',
      b: [
        'The certification covers the platform, our support desk and all three offices. It was audited by an accredited body over six weeks.',
        'Customers can request the certificate and our statement of applicability from their account manager.',
      ],
    },
    pt: {
      t: 'Certificação ISO 27001 para a plataforma e os escritórios',
      e: 'Uma auditoria independente confirmou que gerimos a segurança dos dados de carregamento, pagamentos e dados pessoais segundo a ISO 27001.',
      b: [
        'A certificação abrange a plataforma, a equipa de apoio e os três escritórios. A auditoria foi feita por uma entidade acreditada ao longo de seis semanas.',
        'Os clientes podem pedir o certificado e a declaração de aplicabilidade ao seu gestor de conta.',
      ],
    },
    ua: {
      t: 'Сертифікація ISO 27001 для платформи та офісів',
      e: 'Незалежний аудит підтвердив, що ми керуємо безпекою даних заряджання, платежів і персональних даних відповідно до ISO 27001.',
      b: [
        'Сертифікація охоплює платформу, службу підтримки й усі три офіси. Аудит протягом шести тижнів провів акредитований орган.',
        'Клієнти можуть запросити сертифікат і положення про застосовність у свого менеджера.',
      ],
    },
  },
]

/** British spellings for the `my` locale (English for Malaysia). */
const british: [RegExp, string][] = [
  [/\butiliz/g, 'utilis'],
  [/\bcolor/g, 'colour'],
  [/\bcenter/g, 'centre'],
  [/\borganiz/g, 'organis'],
  [/\boptimiz/g, 'optimis'],
  [/\bprogram\b/g, 'programme'],
  [/\bfavorit/g, 'favourit'],
  [/\bkilometers/g, 'kilometres'],
]

export function toBritish(text: string): string {
  return british.reduce((acc, [from, to]) => acc.replace(from, to), text)
}
