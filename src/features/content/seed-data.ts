/**
 * Demo content of the shared collections in the four locales (`my` is English for Malaysia; where
 * its text is the same as `en` it is still written out, so the seed never depends on the fallback).
 */
type L = { en: string; pt: string; ua: string; my?: string }

export const partnerSlides: { partnerName: string; url: string; title: L; text: L; hue: number }[] = [
  {
    partnerName: 'Northwind Parking',
    url: 'https://northwind-parking.example',
    hue: 150,
    title: { en: '42 car parks, one back office', pt: '42 parques de estacionamento, um só painel de gestão', ua: '42 паркінги, один бек-офіс' },
    text: {
      en: 'Northwind moved chargers from three vendors onto the platform in six weeks and now sells reserved charging slots with parking.',
      pt: 'A Northwind migrou carregadores de três fabricantes para a plataforma em seis semanas e vende agora lugares de carregamento reservados com o estacionamento.',
      ua: 'Northwind перевела зарядні станції трьох виробників на платформу за шість тижнів і тепер продає заброньовані слоти зарядження разом із паркуванням.',
    },
  },
  {
    partnerName: 'Atlântico Hotels',
    url: 'https://atlantico-hotels.example',
    hue: 200,
    title: { en: 'Destination charging for hotel guests', pt: 'Carregamento de destino para hóspedes', ua: 'Зарядження для гостей готелів' },
    text: {
      en: 'Guests book a charger together with their room; the hotel sees every session and payout in one report.',
      pt: 'Os hóspedes reservam o carregador juntamente com o quarto; o hotel vê cada sessão e cada pagamento num só relatório.',
      ua: 'Гості бронюють зарядну станцію разом із номером, а готель бачить кожну сесію та виплату в одному звіті.',
    },
  },
  {
    partnerName: 'Dnipro Fleet Services',
    url: 'https://dnipro-fleet.example',
    hue: 30,
    title: { en: 'Fleet charging with automatic billing', pt: 'Carregamento de frotas com faturação automática', ua: 'Зарядження автопарку з автоматичним білінгом' },
    text: {
      en: '180 delivery vans charge overnight on a schedule, and each driver’s sessions are billed to the right cost centre.',
      pt: '180 carrinhas de entregas carregam durante a noite segundo um horário, e as sessões de cada motorista são faturadas ao centro de custos certo.',
      ua: '180 фургонів доставки заряджаються вночі за розкладом, а сесії кожного водія списуються на потрібний центр витрат.',
    },
  },
]

export const purchaseRules: { title: L; text: L }[] = [
  {
    title: { en: 'Bonuses are spent in the app', pt: 'Os bónus gastam-se na aplicação', ua: 'Бонуси витрачаються в застосунку' },
    text: {
      en: 'Goods priced in bonuses can be bought only in the mobile app. The website shows their bonus price and links to the app stores.',
      pt: 'Os artigos com preço em bónus só podem ser comprados na aplicação móvel. O site mostra o preço em bónus e as ligações para as lojas de aplicações.',
      ua: 'Товари з ціною в бонусах можна придбати лише в мобільному застосунку. Сайт показує їхню ціну в бонусах і посилання на магазини застосунків.',
    },
  },
  {
    title: { en: 'Orders are confirmed by phone', pt: 'As encomendas são confirmadas por telefone', ua: 'Замовлення підтверджуються телефоном' },
    text: {
      en: 'After you send an order our sales team calls you within one business day to confirm availability, delivery and payment.',
      pt: 'Depois de enviar a encomenda, a nossa equipa comercial liga-lhe no prazo de um dia útil para confirmar a disponibilidade, a entrega e o pagamento.',
      ua: 'Після надсилання замовлення наш відділ продажів зателефонує вам протягом одного робочого дня, щоб підтвердити наявність, доставку й оплату.',
    },
  },
  {
    title: { en: 'Returns within 14 days', pt: 'Devoluções em 14 dias', ua: 'Повернення протягом 14 днів' },
    text: {
      en: 'Unused goods in their original packaging can be returned within 14 days of delivery. Installed chargers are covered by the manufacturer’s warranty.',
      pt: 'Os artigos não usados e na embalagem original podem ser devolvidos no prazo de 14 dias após a entrega. Os carregadores instalados estão cobertos pela garantia do fabricante.',
      ua: 'Невикористані товари в оригінальному пакуванні можна повернути протягом 14 днів після доставки. На встановлені зарядні станції діє гарантія виробника.',
    },
  },
]

export const terms: { title: L; text: L }[] = [
  {
    title: { en: 'Prices and payment', pt: 'Preços e pagamento', ua: 'Ціни та оплата' },
    text: {
      en: 'Prices include VAT. You pay by bank transfer or card after our sales team confirms the order; nothing is charged on the website.',
      pt: 'Os preços incluem IVA. Paga por transferência bancária ou cartão depois de a nossa equipa comercial confirmar a encomenda; nada é cobrado no site.',
      ua: 'Ціни містять ПДВ. Ви оплачуєте банківським переказом або карткою після підтвердження замовлення відділом продажів; на сайті нічого не списується.',
    },
  },
  {
    title: { en: 'Delivery and pick up', pt: 'Entrega e levantamento', ua: 'Доставка та самовивіз' },
    text: {
      en: 'Delivery takes 3 to 10 business days depending on the region; pick up is free at our office once we confirm the goods are ready.',
      pt: 'A entrega demora de 3 a 10 dias úteis, conforme a região; o levantamento no nosso escritório é gratuito depois de confirmarmos que os artigos estão prontos.',
      ua: 'Доставка триває від 3 до 10 робочих днів залежно від регіону; самовивіз із нашого офісу безкоштовний після підтвердження, що товар готовий.',
    },
  },
]

export const testimonials: { author: string; company: string; role: L; quote: L; hue: number }[] = [
  {
    author: 'Marta Kowalczyk',
    company: 'Northwind Parking',
    hue: 160,
    role: { en: 'Head of e-mobility', pt: 'Diretora de mobilidade elétrica', ua: 'Керівниця напряму електромобільності' },
    quote: {
      en: 'We had chargers from three manufacturers and three apps. Now there is one back office, drivers book ahead, and utilisation went from 18% to 31% in a year.',
      pt: 'Tínhamos carregadores de três fabricantes e três aplicações. Agora há um único painel de gestão, os condutores reservam com antecedência e a utilização passou de 18% para 31% num ano.',
      ua: 'У нас були станції трьох виробників і три застосунки. Тепер — один бек-офіс, водії бронюють заздалегідь, а завантаженість за рік зросла з 18% до 31%.',
    },
  },
  {
    author: 'João Ferreira',
    company: 'Atlântico Hotels',
    hue: 210,
    role: { en: 'Operations director', pt: 'Diretor de operações', ua: 'Операційний директор' },
    quote: {
      en: 'Migration took a weekend and cost us nothing. Guests love that the charger is waiting for them, and our team no longer chases payments.',
      pt: 'A migração demorou um fim de semana e não nos custou nada. Os hóspedes adoram ter o carregador à sua espera, e a nossa equipa deixou de andar atrás de pagamentos.',
      ua: 'Міграція зайняла вихідні й нічого нам не коштувала. Гостям подобається, що станція на них чекає, а наша команда більше не ганяється за оплатами.',
    },
  },
  {
    author: 'Olena Hrytsenko',
    company: 'Dnipro Fleet Services',
    hue: 20,
    role: { en: 'Fleet manager', pt: 'Gestora de frota', ua: 'Менеджерка автопарку' },
    quote: {
      en: 'Scheduled overnight charging cut our energy bill by a fifth, and the 24/7 support line has answered every call within minutes.',
      pt: 'O carregamento noturno programado reduziu a nossa fatura de energia em um quinto, e a linha de apoio 24/7 atendeu todas as chamadas em poucos minutos.',
      ua: 'Нічне зарядження за розкладом зменшило наш рахунок за енергію на п’яту частину, а цілодобова підтримка відповідала на кожен дзвінок за лічені хвилини.',
    },
  },
]

export const packages: { price: number | null; highlighted: boolean; name: L; description: L; features: { en: string[]; pt: string[]; ua: string[] }; condition: L }[] = [
  {
    price: 19,
    highlighted: false,
    name: { en: 'Back office', pt: 'Painel de gestão', ua: 'Бек-офіс' },
    description: {
      en: 'Connect the chargers you already have and run them from one back office.',
      pt: 'Ligue os carregadores que já tem e faça a gestão de todos num único painel.',
      ua: 'Підключіть наявні зарядні станції та керуйте ними з одного бек-офісу.',
    },
    features: {
      en: ['Any OCPP 1.6 or 2.0.1 charger', 'Tariffs, billing and invoices', 'Driver app and reservations', '24/7 support line'],
      pt: ['Qualquer carregador OCPP 1.6 ou 2.0.1', 'Tarifários, faturação e faturas', 'Aplicação para condutores e reservas', 'Linha de apoio 24/7'],
      ua: ['Будь-яка станція з OCPP 1.6 або 2.0.1', 'Тарифи, білінг і рахунки', 'Застосунок для водіїв і бронювання', 'Цілодобова підтримка'],
    },
    condition: {
      en: 'Per station per month, up to 4 stations (free or mixed). Beyond 4 stations we agree the price separately.',
      pt: 'Por posto e por mês, até 4 postos (gratuitos ou mistos). Acima de 4 postos, o preço é acordado à parte.',
      ua: 'За станцію на місяць, до 4 станцій (безкоштовних або змішаних). Понад 4 станції ціну погоджуємо окремо.',
    },
  },
  {
    price: 49,
    highlighted: true,
    name: { en: 'Back office and a charging station', pt: 'Painel de gestão e posto de carregamento', ua: 'Бек-офіс і зарядна станція' },
    description: {
      en: 'A 22 kW AC station installed and connected, with the full back office from day one.',
      pt: 'Um posto AC de 22 kW instalado e ligado, com o painel de gestão completo desde o primeiro dia.',
      ua: 'Станція змінного струму 22 кВт, встановлена й підключена, з повним бек-офісом від першого дня.',
    },
    features: {
      en: ['22 kW AC station with installation', 'Everything in Back office', 'Listing on the public map', 'Marketing kit for your location'],
      pt: ['Posto AC de 22 kW com instalação', 'Tudo o que inclui o Painel de gestão', 'Presença no mapa público', 'Kit de marketing para o seu local'],
      ua: ['Станція змінного струму 22 кВт із монтажем', 'Усе, що входить у «Бек-офіс»', 'Розміщення на публічній мапі', 'Маркетинговий набір для вашої локації'],
    },
    condition: {
      en: 'Per station per month over 36 months, up to 4 stations (free or mixed). Beyond 4 stations we agree the price separately.',
      pt: 'Por posto e por mês durante 36 meses, até 4 postos (gratuitos ou mistos). Acima de 4 postos, o preço é acordado à parte.',
      ua: 'За станцію на місяць протягом 36 місяців, до 4 станцій (безкоштовних або змішаних). Понад 4 станції ціну погоджуємо окремо.',
    },
  },
  {
    price: null,
    highlighted: false,
    name: { en: 'Your own network', pt: 'A sua própria rede', ua: 'Власна мережа' },
    description: {
      en: 'White-label app, roaming and API integration for operators building a network of their own.',
      pt: 'Aplicação com a sua marca, roaming e integração por API para operadores que constroem a sua própria rede.',
      ua: 'Застосунок під вашим брендом, роумінг та інтеграція через API для операторів, які будують власну мережу.',
    },
    features: {
      en: ['White-label driver app', 'OCPI roaming with partner networks', 'API integration and webhooks', 'Dedicated account manager'],
      pt: ['Aplicação para condutores com a sua marca', 'Roaming OCPI com redes parceiras', 'Integração por API e webhooks', 'Gestor de conta dedicado'],
      ua: ['Застосунок для водіїв під вашим брендом', 'Роумінг OCPI з партнерськими мережами', 'Інтеграція через API та вебхуки', 'Персональний менеджер'],
    },
    condition: {
      en: 'Price on request: networks of more than 4 stations are always agreed separately.',
      pt: 'Preço sob consulta: as redes com mais de 4 postos são sempre acordadas à parte.',
      ua: 'Ціна за запитом: мережі з понад 4 станцій завжди погоджуємо окремо.',
    },
  },
]

export const faq: { audience: 'drivers' | 'business' | 'partners'; question: L; answer: L }[] = [
  {
    audience: 'drivers',
    question: { en: 'How far ahead can I book a charger?', pt: 'Com quanta antecedência posso reservar um carregador?', ua: 'За скільки часу можна забронювати станцію?' },
    answer: {
      en: 'Up to 24 hours ahead at stations that accept bookings. The slot is held for 15 minutes after its start time.',
      pt: 'Até 24 horas antes, nos postos que aceitam reservas. O lugar fica guardado durante 15 minutos após a hora de início.',
      ua: 'До 24 годин наперед на станціях, що приймають бронювання. Слот утримується 15 хвилин після початку.',
    },
  },
  {
    audience: 'drivers',
    question: { en: 'Where can I spend bonuses?', pt: 'Onde posso usar os bónus?', ua: 'Де можна витратити бонуси?' },
    answer: {
      en: 'On charging sessions and on goods in the shop, in the mobile app only.',
      pt: 'Em sessões de carregamento e em artigos da loja, apenas na aplicação móvel.',
      ua: 'На сесії зарядження та товари в магазині, лише в мобільному застосунку.',
    },
  },
  {
    audience: 'business',
    question: { en: 'Which chargers can I connect?', pt: 'Que carregadores posso ligar?', ua: 'Які станції можна підключити?' },
    answer: {
      en: 'Any charger that speaks OCPP 1.6 or 2.0.1, AC or DC, from any manufacturer.',
      pt: 'Qualquer carregador que use OCPP 1.6 ou 2.0.1, AC ou DC, de qualquer fabricante.',
      ua: 'Будь-яку станцію з протоколом OCPP 1.6 або 2.0.1, змінного чи постійного струму, від будь-якого виробника.',
    },
  },
  {
    audience: 'business',
    question: { en: 'Does migration cost anything?', pt: 'A migração tem algum custo?', ua: 'Чи коштує щось міграція?' },
    answer: {
      en: 'No. There are no setup fees and no hidden costs: we point your chargers at the platform and check every connector with you.',
      pt: 'Não. Não há taxas de adesão nem custos escondidos: apontamos os seus carregadores para a plataforma e verificamos cada conector consigo.',
      ua: 'Ні. Жодних платежів за підключення чи прихованих витрат: ми переналаштовуємо ваші станції на платформу й разом з вами перевіряємо кожен конектор.',
    },
  },
  {
    audience: 'partners',
    question: { en: 'How are packages priced?', pt: 'Como são definidos os preços dos pacotes?', ua: 'Як формується ціна пакетів?' },
    answer: {
      en: 'Package prices apply up to 4 stations, free or mixed. For more than 4 stations we agree the price with you separately.',
      pt: 'Os preços dos pacotes aplicam-se até 4 postos, gratuitos ou mistos. Para mais de 4 postos, acordamos o preço consigo à parte.',
      ua: 'Ціни пакетів діють до 4 станцій, безкоштовних або змішаних. Для понад 4 станцій ціну погоджуємо з вами окремо.',
    },
  },
]

export const team: { name: string; hue: number; role: L; bio: L }[] = [
  {
    name: 'Andrii Melnyk',
    hue: 150,
    role: { en: 'Co-founder and CEO', pt: 'Cofundador e CEO', ua: 'Співзасновник і генеральний директор' },
    bio: {
      en: 'Built his first charging network in Kyiv in 2016 and has been connecting chargers ever since.',
      pt: 'Construiu a sua primeira rede de carregamento em Kyiv em 2016 e desde então não parou de ligar carregadores.',
      ua: 'Побудував свою першу зарядну мережу в Києві 2016 року й відтоді підключає станції.',
    },
  },
  {
    name: 'Sofia Almeida',
    hue: 330,
    role: { en: 'Co-founder and CTO', pt: 'Cofundadora e CTO', ua: 'Співзасновниця і технічна директорка' },
    bio: {
      en: 'Leads the OCPP and OCPI engineering team; previously built billing systems for energy retailers.',
      pt: 'Lidera a equipa de engenharia OCPP e OCPI; antes desenvolveu sistemas de faturação para comercializadores de energia.',
      ua: 'Очолює інженерну команду OCPP та OCPI; раніше створювала білінгові системи для енергопостачальників.',
    },
  },
  {
    name: 'Nurul Aziz',
    hue: 45,
    role: { en: 'Head of partnerships, Asia-Pacific', pt: 'Responsável por parcerias, Ásia-Pacífico', ua: 'Керівник партнерств в Азійсько-Тихоокеанському регіоні' },
    bio: {
      en: 'Works with operators and property owners from Kuala Lumpur to Singapore.',
      pt: 'Trabalha com operadores e proprietários de Kuala Lumpur a Singapura.',
      ua: 'Працює з операторами та власниками нерухомості від Куала-Лумпура до Сінгапуру.',
    },
  },
  {
    name: 'Iryna Bondar',
    hue: 260,
    role: { en: 'Head of customer support', pt: 'Responsável pelo apoio ao cliente', ua: 'Керівниця служби підтримки' },
    bio: {
      en: 'Runs the 24/7 support desk that drivers and operators call day and night.',
      pt: 'Dirige o apoio 24/7 a que condutores e operadores ligam de dia e de noite.',
      ua: 'Керує цілодобовою службою підтримки, до якої водії й оператори звертаються вдень і вночі.',
    },
  },
]

export const positions: { employment: 'full-time' | 'part-time' | 'contract'; title: L; location: L; summary: L }[] = [
  {
    employment: 'full-time',
    title: { en: 'Senior backend engineer (OCPP)', pt: 'Engenheiro(a) de backend sénior (OCPP)', ua: 'Старший бекенд-інженер (OCPP)' },
    location: { en: 'Lisbon or remote in Europe', pt: 'Lisboa ou remoto na Europa', ua: 'Лісабон або віддалено в Європі' },
    summary: {
      en: 'Keep thousands of chargers connected: message queues, firmware updates and smart charging.',
      pt: 'Manter milhares de carregadores ligados: filas de mensagens, atualizações de firmware e carregamento inteligente.',
      ua: 'Підтримувати зв’язок із тисячами станцій: черги повідомлень, оновлення прошивки та розумне зарядження.',
    },
  },
  {
    employment: 'full-time',
    title: { en: 'Partnership manager, Malaysia', pt: 'Gestor(a) de parcerias, Malásia', ua: 'Менеджер із партнерств, Малайзія' },
    location: { en: 'Kuala Lumpur', pt: 'Kuala Lumpur', ua: 'Куала-Лумпур' },
    summary: {
      en: 'Bring shopping centres, hotels and residential developers onto the platform.',
      pt: 'Trazer centros comerciais, hotéis e promotores imobiliários para a plataforma.',
      ua: 'Залучати на платформу торговельні центри, готелі та девелоперів житла.',
    },
  },
  {
    employment: 'part-time',
    title: { en: 'Support specialist (night shifts)', pt: 'Especialista de apoio (turnos noturnos)', ua: 'Фахівець підтримки (нічні зміни)' },
    location: { en: 'Kyiv or remote', pt: 'Kyiv ou remoto', ua: 'Київ або віддалено' },
    summary: {
      en: 'Help drivers and operators at any hour, by phone and in chat.',
      pt: 'Ajudar condutores e operadores a qualquer hora, por telefone e por chat.',
      ua: 'Допомагати водіям і операторам у будь-який час телефоном і в чаті.',
    },
  },
]

export const privacyPolicy: { title: L; body: L } = {
  title: { en: 'Privacy policy', pt: 'Política de privacidade', ua: 'Політика конфіденційності' },
  body: {
    en: `Voltra Charging Ltd ("we") runs this website and the Voltra driver app. This policy explains which personal data we process and why.
## Data we collect
Contact details you send us in forms (name, e-mail, phone, company), account data in the app (phone number, vehicle, charging history, wallet and bonus balance) and technical data such as IP address and browser type.
## Why we use it
To answer your requests, to provide charging sessions and bookings, to bill you, to prevent fraud and, with your consent, to measure how the website is used.
## Cookies
We set analytics cookies only after you accept them in the cookie notice, and never when your browser sends Do Not Track.
## How long we keep it
Form submissions for up to 2 years. Account data for 3 years after the account is deleted, because the law requires us to keep billing records.
## Your rights
You may ask for access, correction, deletion or a copy of your data, and you may complain to your data protection authority. Write to the support e-mail shown on our contact page.`,
    pt: `A Voltra Charging Ltd ("nós") gere este site e a aplicação Voltra para condutores. Esta política explica que dados pessoais tratamos e porquê.
## Dados que recolhemos
Os contactos que nos envia nos formulários (nome, e-mail, telefone, empresa), os dados da conta na aplicação (número de telefone, veículo, histórico de carregamentos, saldo da carteira e de bónus) e dados técnicos como o endereço IP e o tipo de navegador.
## Para que os usamos
Para responder aos seus pedidos, prestar sessões de carregamento e reservas, faturar, prevenir fraudes e, com o seu consentimento, medir a utilização do site.
## Cookies
Só definimos cookies de análise depois de os aceitar no aviso de cookies, e nunca quando o navegador envia o sinal Do Not Track.
## Durante quanto tempo os guardamos
Os envios de formulários até 2 anos. Os dados da conta durante 3 anos após a eliminação da conta, porque a lei nos obriga a conservar os registos de faturação.
## Os seus direitos
Pode pedir acesso, retificação, eliminação ou uma cópia dos seus dados e apresentar queixa à autoridade de proteção de dados. Escreva para o e-mail de apoio indicado na página de contactos.`,
    ua: `Voltra Charging Ltd («ми») керує цим сайтом і застосунком Voltra для водіїв. Ця політика пояснює, які персональні дані ми обробляємо і навіщо.
## Які дані ми збираємо
Контакти, які ви надсилаєте у формах (ім’я, e-mail, телефон, компанія), дані облікового запису в застосунку (номер телефону, автомобіль, історія зарядження, баланс гаманця й бонусів) і технічні дані, як-от IP-адреса та тип браузера.
## Навіщо ми їх використовуємо
Щоб відповідати на ваші запити, надавати сесії зарядження й бронювання, виставляти рахунки, запобігати шахрайству і, з вашої згоди, вимірювати використання сайту.
## Файли cookie
Аналітичні файли cookie ми встановлюємо лише після вашої згоди в повідомленні про cookie і ніколи — коли браузер надсилає сигнал Do Not Track.
## Скільки ми їх зберігаємо
Заявки з форм — до 2 років. Дані облікового запису — 3 роки після його видалення, бо закон вимагає зберігати облікові записи про розрахунки.
## Ваші права
Ви можете запросити доступ, виправлення, видалення чи копію своїх даних і подати скаргу до органу із захисту даних. Пишіть на e-mail підтримки, зазначений на сторінці контактів.`,
  },
}

export const publicAgreement: { title: L; body: L } = {
  title: { en: 'Public agreement', pt: 'Contrato público', ua: 'Публічний договір' },
  body: {
    en: `This public offer sets out the terms on which Voltra Charging Ltd provides the charging service and the Voltra driver app. By registering in the app you accept it.
## The service
We give you access to charging stations connected to the platform, bookings, the wallet and the bonus programme. Station owners set the tariffs shown in the app before every session.
## Payment
Sessions are paid from your wallet or by card at the tariff shown when the session starts. Bonuses have no cash value and can be spent only in the app.
## Bookings
A booking holds a connector for 15 minutes after its start time. Repeated no-shows may limit your ability to book.
## Liability
Station owners are responsible for their equipment. We are responsible for the app and the payments we process.
## Ending the agreement
You may delete your account at any time once you have no outstanding payments, active sessions or scheduled reservations.`,
    pt: `Esta oferta pública define as condições em que a Voltra Charging Ltd presta o serviço de carregamento e a aplicação Voltra para condutores. Ao registar-se na aplicação, aceita-as.
## O serviço
Damos-lhe acesso aos postos de carregamento ligados à plataforma, às reservas, à carteira e ao programa de bónus. Os proprietários dos postos definem os tarifários apresentados na aplicação antes de cada sessão.
## Pagamento
As sessões são pagas com a carteira ou com cartão, ao tarifário indicado no início da sessão. Os bónus não têm valor monetário e só podem ser usados na aplicação.
## Reservas
Uma reserva guarda um conector durante 15 minutos após a hora de início. Faltas repetidas podem limitar a possibilidade de reservar.
## Responsabilidade
Os proprietários dos postos respondem pelo seu equipamento. Nós respondemos pela aplicação e pelos pagamentos que processamos.
## Fim do contrato
Pode eliminar a sua conta a qualquer momento, desde que não tenha pagamentos em dívida, sessões ativas nem reservas agendadas.`,
    ua: `Ця публічна оферта визначає умови, на яких Voltra Charging Ltd надає послугу зарядження та застосунок Voltra для водіїв. Реєструючись у застосунку, ви їх приймаєте.
## Послуга
Ми надаємо доступ до зарядних станцій, підключених до платформи, бронювання, гаманця та бонусної програми. Власники станцій встановлюють тарифи, які застосунок показує перед кожною сесією.
## Оплата
Сесії оплачуються з гаманця або карткою за тарифом, указаним на початку сесії. Бонуси не мають грошової вартості й витрачаються лише в застосунку.
## Бронювання
Бронювання утримує конектор 15 хвилин після початку. Через неодноразові неявки можливість бронювати може бути обмежено.
## Відповідальність
Власники станцій відповідають за своє обладнання. Ми відповідаємо за застосунок і платежі, які обробляємо.
## Припинення договору
Ви можете видалити обліковий запис будь-коли, якщо не маєте заборгованості, активних сесій чи запланованих бронювань.`,
  },
}

export const impact = { co2Tons: 18_640, trees: 852_000, updatedOn: '2026-10-31' }
