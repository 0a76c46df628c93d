import { t } from '@/lib/seed/localized'

import type { PostTexts } from './types'

/** Industry: regulation, the market and how the platform fits it. */
export const industryPosts: PostTexts = {
  'afir-what-operators-need-to-know': t(
    `AFIR: what charge point operators need to know
The EU regulation on alternative fuels infrastructure sets rules for payment, price display and data sharing. Here is a practical checklist.
The Alternative Fuels Infrastructure Regulation applies to new public chargers from April 2024 and to many existing ones from 2027.
## The checklist
Ad-hoc card or QR payment on public chargers, the price per kWh shown before charging, static and dynamic data shared through national access points, and availability of at least 97 per cent for fast chargers on the core network.`,
    `AFIR: o que os operadores de carregamento precisam de saber
O regulamento europeu sobre infraestruturas para combustíveis alternativos define regras de pagamento, afixação de preços e partilha de dados. Eis uma lista prática.
O Regulamento relativo à Infraestrutura para Combustíveis Alternativos aplica-se aos novos carregadores públicos desde abril de 2024 e a muitos dos existentes a partir de 2027.
## A lista
Pagamento pontual por cartão ou QR nos carregadores públicos, preço por kWh visível antes de carregar, dados estáticos e dinâmicos partilhados através dos pontos de acesso nacionais e disponibilidade de pelo menos 97 por cento nos carregadores rápidos da rede principal.`,
    `AFIR: що потрібно знати операторам зарядних станцій
Регламент ЄС про інфраструктуру альтернативних видів палива встановлює правила оплати, показу цін і обміну даними. Ось практичний чекліст.
Регламент про інфраструктуру альтернативних видів палива діє для нових публічних станцій з квітня 2024 року, а для багатьох наявних — з 2027-го.
## Чекліст
Разова оплата карткою або за QR-кодом на публічних станціях, ціна за кВт·год до початку заряджання, статичні й динамічні дані через національні точки доступу та доступність щонайменше 97 відсотків для швидких станцій основної мережі.`,
  ),
  'hardware-agnostic-explained': t(
    `Hardware-agnostic charging, explained
Why an open protocol lets you mix chargers from different makers, and what to check before you buy.
A hardware-agnostic platform talks to chargers through OCPP instead of a manufacturer’s private protocol, so you can change suppliers without changing software.
Before buying, ask for the OCPP version and certificate, remote firmware updates, local load management support and the manufacturer’s spare-parts policy.`,
    `Carregamento independente do fabricante, explicado
Porque é que um protocolo aberto permite misturar carregadores de vários fabricantes, e o que verificar antes de comprar.
Uma plataforma independente do fabricante comunica com os carregadores por OCPP e não por um protocolo proprietário, por isso pode mudar de fornecedor sem mudar de software.
Antes de comprar, peça a versão e o certificado OCPP, atualizações remotas de firmware, suporte a gestão local de carga e a política de peças de substituição.`,
    `Що означає незалежність від обладнання
Чому відкритий протокол дає змогу поєднувати станції різних виробників і що перевірити перед купівлею.
Платформа, незалежна від обладнання, працює зі станціями через OCPP, а не через закритий протокол виробника, тож постачальника можна змінити без зміни програмного забезпечення.
Перед купівлею запитайте версію та сертифікат OCPP, віддалене оновлення прошивки, підтримку локального керування навантаженням і політику щодо запчастин.`,
  ),
  'workplace-charging-guide': t(
    `Workplace charging: a guide for facility managers
How many chargers to install, how to share costs with employees and visitors, and how to avoid upgrading your grid connection.
Start with one charger for every eight parking spaces and plan the cabling for more. Most employees need only 10–15 kWh a day, which a 7 kW charger delivers in two hours.
Set a tariff for employees and another for visitors, let load management share the building’s spare capacity, and let the platform invoice everyone monthly.`,
    `Carregamento no local de trabalho: guia para gestores de instalações
Quantos carregadores instalar, como partilhar custos com colaboradores e visitantes e como evitar reforçar a ligação à rede.
Comece com um carregador por cada oito lugares e prepare a cablagem para mais. A maioria dos colaboradores precisa de apenas 10 a 15 kWh por dia, que um carregador de 7 kW entrega em duas horas.
Defina uma tarifa para colaboradores e outra para visitantes, deixe a gestão de carga usar a capacidade livre do edifício e a plataforma faturar todos mensalmente.`,
    `Заряджання на роботі: посібник для адміністраторів будівель
Скільки станцій встановити, як розподілити витрати між працівниками та гостями і як обійтися без збільшення потужності підключення.
Почніть з однієї станції на вісім паркомісць і закладіть кабелі на більше. Більшості працівників вистачає 10–15 кВт·год на день — станція на 7 кВт дає їх за дві години.
Встановіть окремі тарифи для працівників і гостей, доручіть керуванню навантаженням вільну потужність будівлі, а платформі — щомісячні рахунки.`,
  ),
  'ev-charging-market-2026': t(
    `Five trends shaping EV charging in 2026
Megawatt charging for trucks, plug and charge, bidirectional charging, stricter uptime rules and consolidation among operators.
Truck depots and motorway hubs are preparing for the Megawatt Charging System, while ISO 15118 plug and charge finally reaches mainstream cars.
Regulators are measuring uptime, and smaller operators are merging or outsourcing their software. Flexibility and open standards will decide who grows.`,
    `Cinco tendências do carregamento de veículos elétricos em 2026
Carregamento em megawatts para camiões, plug and charge, carregamento bidirecional, regras de disponibilidade mais exigentes e concentração de operadores.
Os parques de camiões e os hubs nas autoestradas preparam-se para o Megawatt Charging System, enquanto o plug and charge ISO 15118 chega finalmente aos carros mais vendidos.
Os reguladores medem a disponibilidade, e os operadores mais pequenos fundem-se ou subcontratam o software. A flexibilidade e as normas abertas vão decidir quem cresce.`,
    `П’ять трендів зарядної галузі у 2026 році
Мегаватне заряджання вантажівок, plug and charge, двонаправлене заряджання, жорсткіші вимоги до доступності та консолідація операторів.
Вантажні депо та хаби на автомагістралях готуються до Megawatt Charging System, а plug and charge за ISO 15118 нарешті з’являється в масових авто.
Регулятори вимірюють доступність станцій, а менші оператори об’єднуються або передають програмне забезпечення на аутсорс. Виграють ті, хто обирає гнучкість і відкриті стандарти.`,
  ),
}
