import type { DemoPost } from './types'

/** Company news: funding, offices, partnerships, reports and certifications. */
export const companyPosts: DemoPost[] = [
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
