import { t } from '@/lib/seed/localized'

import type { PostTexts } from './types'

/** Company news: funding, offices, partnerships, reports and certifications. */
export const companyPosts: PostTexts = {
  'series-b-funding': t(
    `We raised €24 million to bring smart charging to more countries
The Series B round led by two climate funds will finance new offices in Lisbon and Kuala Lumpur and double our engineering team.
Charge point operators in 67 countries already run their networks on our platform. With this round we will open offices in Lisbon and Kuala Lumpur to support customers in their time zone.
Half of the funding goes to engineering: load management for depots, payment terminals for public sites and deeper analytics for fleet owners.`,
    `Angariámos 24 milhões de euros para levar o carregamento inteligente a mais países
A ronda de Série B, liderada por dois fundos climáticos, financia novos escritórios em Lisboa e Kuala Lumpur e duplica a equipa de engenharia.
Operadores de 67 países já gerem as suas redes na nossa plataforma. Com esta ronda abrimos escritórios em Lisboa e Kuala Lumpur para apoiar os clientes no seu fuso horário.
Metade do investimento vai para engenharia: gestão de carga para frotas, terminais de pagamento em locais públicos e análises mais detalhadas para gestores de frota.`,
    `Ми залучили 24 млн євро, щоб розумне заряджання з’явилося в більшій кількості країн
Раунд серії B на чолі з двома кліматичними фондами профінансує офіси в Лісабоні та Куала-Лумпурі й подвоєння команди інженерів.
Оператори зарядних мереж у 67 країнах уже працюють на нашій платформі. Завдяки цьому раунду ми відкриємо офіси в Лісабоні та Куала-Лумпурі, щоб підтримувати клієнтів у їхньому часовому поясі.
Половина коштів піде на розробку: керування навантаженням для автопарків, платіжні термінали для публічних станцій і глибшу аналітику для власників флотів.`,
  ),
  'lisbon-office-opens': t(
    `Our Lisbon office is open
Twenty colleagues in support, sales and engineering now work from Lisbon, serving operators in Portugal, Spain and Brazil.
The new office in the Marvila district hosts our Iberian support team, two product squads and a small lab where we test chargers from local manufacturers.
Customers in Portugal, Spain and Brazil now get support in Portuguese and Spanish during their business hours.`,
    `O nosso escritório de Lisboa está aberto
Vinte colegas de apoio, vendas e engenharia trabalham agora a partir de Lisboa, ao serviço de operadores em Portugal, Espanha e Brasil.
O novo escritório em Marvila acolhe a equipa de apoio ibérica, duas equipas de produto e um pequeno laboratório onde testamos carregadores de fabricantes locais.
Os clientes em Portugal, Espanha e Brasil têm agora apoio em português e espanhol durante o seu horário de trabalho.`,
    `Відкрився наш офіс у Лісабоні
Двадцять колег із підтримки, продажів і розробки тепер працюють у Лісабоні й обслуговують операторів Португалії, Іспанії та Бразилії.
У новому офісі в районі Марвіла працюють іберійська команда підтримки, дві продуктові команди та невелика лабораторія, де ми тестуємо станції місцевих виробників.
Клієнти з Португалії, Іспанії та Бразилії тепер отримують підтримку португальською та іспанською у свій робочий час.`,
  ),
  'kuala-lumpur-partnership': t(
    `New partnership brings 400 chargers in Malaysia onto the platform
A leading Malaysian property group will run the chargers of its malls and office towers on our platform, open to all drivers.
Four hundred AC and DC chargers in Kuala Lumpur, Penang and Johor Bahru move to our platform this quarter. Drivers will find them on the map and can book them in advance.
Tenants of the office towers get workplace charging with monthly invoices, while visitors pay by app or QR code.`,
    `Nova parceria traz 400 carregadores na Malásia para a plataforma
Um grande grupo imobiliário malaio vai gerir os carregadores dos seus centros comerciais e torres de escritórios na nossa plataforma, abertos a todos os condutores.
Quatrocentos carregadores AC e DC em Kuala Lumpur, Penang e Johor Bahru passam para a nossa plataforma neste trimestre. Os condutores encontram-nos no mapa e podem reservá-los.
Os inquilinos das torres de escritórios têm carregamento no local de trabalho com faturação mensal, e os visitantes pagam pela app ou por QR.`,
    `Нове партнерство додає на платформу 400 станцій у Малайзії
Провідна малайзійська девелоперська група переводить на нашу платформу станції своїх торгових центрів і офісних веж — відкриті для всіх водіїв.
Чотириста станцій змінного й постійного струму в Куала-Лумпурі, Пенанзі та Джохор-Бару переходять на нашу платформу цього кварталу. Водії побачать їх на мапі й зможуть бронювати.
Орендарі офісних веж отримують заряджання на роботі з щомісячними рахунками, а відвідувачі платять через застосунок або QR-код.`,
  ),
  'co2-report-2025': t(
    `Our network avoided 41,000 tonnes of CO₂ last year
Sessions on our platform replaced about 180 million kilometres of petrol driving, the equivalent of 1.9 million trees growing for a year.
We calculate avoided emissions from the energy delivered in every session, the average consumption of the cars charged and each country’s grid mix.
The method and the data are published in our impact report, and operators can show the same figures for their own network on their website.`,
    `A nossa rede evitou 41 000 toneladas de CO₂ no ano passado
As sessões na nossa plataforma substituíram cerca de 180 milhões de quilómetros a gasolina, o equivalente a 1,9 milhões de árvores a crescer durante um ano.
Calculamos as emissões evitadas a partir da energia entregue em cada sessão, do consumo médio dos carros e do mix energético de cada país.
O método e os dados estão publicados no nosso relatório de impacto, e os operadores podem mostrar os mesmos números da sua rede no seu site.`,
    `Минулого року наша мережа запобігла викидам 41 000 тонн CO₂
Сесії на нашій платформі замінили близько 180 мільйонів кілометрів на бензині — це як 1,9 мільйона дерев, що росли цілий рік.
Ми рахуємо уникнені викиди за енергією кожної сесії, середнім споживанням авто та енергетичним балансом кожної країни.
Методика й дані опубліковані в нашому звіті про вплив, а оператори можуть показувати такі самі цифри для своєї мережі на своєму сайті.`,
  ),
  'support-24-7': t(
    `Round-the-clock support in four languages
Our support desk now answers drivers and operators 24/7 by phone, chat and e-mail, with remote charger diagnostics.
A driver stuck at a charger at night needs help within minutes. Our support team now works in three shifts across Lisbon, Kyiv and Kuala Lumpur.
Agents can restart a charger, unlock a cable or start a session remotely, and 80 per cent of calls are solved without sending a technician.`,
    `Apoio permanente em quatro línguas
A nossa equipa de apoio responde agora a condutores e operadores 24 horas por dia por telefone, chat e e-mail, com diagnóstico remoto dos carregadores.
Um condutor bloqueado num carregador à noite precisa de ajuda em minutos. A nossa equipa trabalha agora em três turnos entre Lisboa, Kyiv e Kuala Lumpur.
Os agentes podem reiniciar um carregador, desbloquear um cabo ou iniciar uma sessão remotamente, e 80 por cento das chamadas ficam resolvidas sem deslocar um técnico.`,
    `Цілодобова підтримка чотирма мовами
Наша служба підтримки тепер відповідає водіям і операторам 24/7 телефоном, у чаті та e-mail і діагностує станції віддалено.
Водієві, який уночі не може запустити заряджання, потрібна допомога за лічені хвилини. Наша команда тепер працює в три зміни в Лісабоні, Києві та Куала-Лумпурі.
Оператори підтримки можуть перезапустити станцію, розблокувати кабель або запустити сесію віддалено, і 80 відсотків звернень вирішуються без виїзду техніка.`,
  ),
  'security-iso-27001': t(
    `ISO 27001 certification for our platform and offices
An independent audit confirmed that we manage the security of charging data, payments and personal data to ISO 27001.
The certification covers the platform, our support desk and all three offices. It was audited by an accredited body over six weeks.
Customers can request the certificate and our statement of applicability from their account manager.`,
    `Certificação ISO 27001 para a plataforma e os escritórios
Uma auditoria independente confirmou que gerimos a segurança dos dados de carregamento, pagamentos e dados pessoais segundo a ISO 27001.
A certificação abrange a plataforma, a equipa de apoio e os três escritórios. A auditoria foi feita por uma entidade acreditada ao longo de seis semanas.
Os clientes podem pedir o certificado e a declaração de aplicabilidade ao seu gestor de conta.`,
    `Сертифікація ISO 27001 для платформи та офісів
Незалежний аудит підтвердив, що ми керуємо безпекою даних заряджання, платежів і персональних даних відповідно до ISO 27001.
Сертифікація охоплює платформу, службу підтримки й усі три офіси. Аудит протягом шести тижнів провів акредитований орган.
Клієнти можуть запросити сертифікат і положення про застосовність у свого менеджера.`,
  ),
}
