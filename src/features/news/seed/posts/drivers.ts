import { t } from '@/lib/seed/localized'

import type { PostTexts } from './types'

/** For drivers: reservations, tips and bonuses. */
export const driversPosts: PostTexts = {
  'book-a-charger-in-advance': t(
    `Book a charger before you leave home
Reservations are live in the driver app: choose a charger, pick a 30- to 90-minute slot and arrive to a connector that is waiting for you.
Queues at busy chargers are the most common complaint we hear from drivers. From today you can reserve a connector in the app up to 24 hours ahead.
## How it works
Open the map, tap a charger with the reservation badge and choose your slot. The charger shows your booking on its screen, and the reservation fee is refunded as bonuses when you start charging on time.`,
    `Reserve um carregador antes de sair de casa
As reservas já estão disponíveis na app: escolha o carregador, selecione um período de 30 a 90 minutos e chegue a um conector à sua espera.
As filas nos carregadores mais procurados são a queixa mais frequente dos condutores. A partir de hoje pode reservar um conector na app com até 24 horas de antecedência.
## Como funciona
Abra o mapa, toque num carregador com o símbolo de reserva e escolha o período. O carregador mostra a sua reserva no ecrã, e a taxa de reserva é devolvida em bónus quando começa a carregar a horas.`,
    `Бронюйте зарядку ще до виїзду з дому
Бронювання вже працює в застосунку: оберіть станцію, слот від 30 до 90 хвилин і приїжджайте до вільного конектора.
Черги на популярних станціях — найчастіша скарга водіїв. Відтепер конектор можна забронювати в застосунку за 24 години наперед.
## Як це працює
Відкрийте мапу, торкніться станції з позначкою бронювання й оберіть слот. Станція показує ваше бронювання на екрані, а плату за бронь повертаємо бонусами, якщо ви почали заряджання вчасно.`,
  ),
  'five-tips-for-winter-charging': t(
    `Five tips for charging in winter
Cold batteries charge slower. Precondition, plan for the afternoon and use the app’s power filter to get more kilometres per minute.
Lithium-ion cells accept less power when they are cold, which is why your first fast charge on a frosty morning can feel slow.
## What helps
Precondition the battery on the way to the charger, charge after a longer drive rather than before it, keep the charge between 20 and 80 per cent, and filter the map for chargers of 100 kW or more. Favourite a covered charger near work for the coldest weeks.`,
    `Cinco conselhos para carregar no inverno
Baterias frias carregam mais devagar. Pré-condicione, prefira a tarde e use o filtro de potência da app para ganhar mais quilómetros por minuto.
As células de iões de lítio aceitam menos potência quando estão frias, e por isso o primeiro carregamento rápido numa manhã gelada parece lento.
## O que ajuda
Pré-condicione a bateria a caminho do carregador, carregue depois de uma viagem mais longa e não antes, mantenha a carga entre 20 e 80 por cento e filtre o mapa por carregadores de 100 kW ou mais. Guarde nos favoritos um posto coberto perto do trabalho.`,
    `П’ять порад для заряджання взимку
Холодна батарея заряджається повільніше. Підігрійте її, плануйте заряджання після поїздки та фільтруйте мапу за потужністю.
Літій-іонні комірки приймають менше потужності на холоді, тому перше швидке заряджання морозного ранку здається повільним.
## Що допомагає
Підігрійте батарею дорогою до станції, заряджайтеся після довшої поїздки, а не перед нею, тримайте заряд між 20 і 80 відсотками та фільтруйте мапу за станціями від 100 кВт. Додайте в обране криту станцію біля роботи.`,
  ),
  'bonuses-for-off-peak-charging': t(
    `Earn double bonuses for off-peak charging
Charge between 22:00 and 06:00 or around midday on sunny days and collect twice the usual bonuses in the app.
Charging when the grid is quiet is cheaper for operators and cleaner for everyone. We now reward it: sessions in off-peak windows earn double bonuses.
The app marks off-peak windows on each charger, and bonuses can be spent on charging or in the shop.`,
    `Ganhe bónus a dobrar ao carregar fora das horas de ponta
Carregue entre as 22:00 e as 06:00 ou à hora de almoço em dias de sol e receba o dobro dos bónus na app.
Carregar quando a rede está tranquila é mais barato para os operadores e mais limpo para todos. Agora premiamos isso: as sessões fora das horas de ponta valem bónus a dobrar.
A app assinala os períodos fora de ponta em cada carregador, e os bónus podem ser usados em carregamentos ou na loja.`,
    `Подвійні бонуси за заряджання поза піковими годинами
Заряджайтеся з 22:00 до 06:00 або опівдні в сонячні дні й отримуйте вдвічі більше бонусів у застосунку.
Заряджання, коли мережа не навантажена, дешевше для операторів і чистіше для всіх. Тепер ми за це винагороджуємо: сесії поза піком приносять подвійні бонуси.
Застосунок показує непікові вікна для кожної станції, а бонуси можна витратити на заряджання або в магазині.`,
  ),
  'first-road-trip-checklist': t(
    `Your first electric road trip: a checklist
Plan charging stops with the route planner, book the busiest ones and pack the right adapter. A relaxed trip starts at home.
The route planner in the app suggests charging stops based on your car’s range, the weather and the chargers’ live status.
Book stops at motorway service areas in advance, keep a Type 2 cable in the boot for destination chargers, and add a buffer of 15 per cent to the estimated range.`,
    `A sua primeira viagem elétrica: lista de verificação
Planeie as paragens com o planeador de rotas, reserve as mais procuradas e leve o adaptador certo. Uma viagem tranquila começa em casa.
O planeador de rotas da app sugere paragens de carregamento com base na autonomia do carro, no tempo e no estado atual dos carregadores.
Reserve com antecedência as paragens nas áreas de serviço das autoestradas, leve um cabo Tipo 2 na bagageira e acrescente uma margem de 15 por cento à autonomia estimada.`,
    `Перша подорож електромобілем: чекліст
Сплануйте зупинки в планувальнику маршрутів, забронюйте найпопулярніші й візьміть потрібний перехідник. Спокійна подорож починається вдома.
Планувальник маршрутів у застосунку пропонує зупинки для заряджання з урахуванням запасу ходу авто, погоди та поточного стану станцій.
Бронюйте зупинки на автомагістралях заздалегідь, возіть кабель Type 2 у багажнику й додавайте 15 відсотків запасу до розрахункового пробігу.`,
  ),
  'driver-app-4-0': t(
    `Driver app 4.0: a faster map and a wallet
The new version opens the map twice as fast, adds a wallet for prepaying sessions and shows live charging curves.
We rebuilt the map so it shows thousands of chargers smoothly, even on older phones. Filters for power, connector and price are one tap away.
The new wallet holds money and bonuses together; top it up once and start sessions without entering card details again.`,
    `App para condutores 4.0: um mapa mais rápido e uma carteira
A nova versão abre o mapa duas vezes mais depressa, acrescenta uma carteira para pré-pagar sessões e mostra a curva de carregamento em direto.
Reconstruímos o mapa para mostrar milhares de carregadores com fluidez, mesmo em telemóveis mais antigos. Os filtros de potência, conector e preço estão à distância de um toque.
A nova carteira junta dinheiro e bónus; carregue-a uma vez e inicie sessões sem voltar a introduzir os dados do cartão.`,
    `Застосунок для водіїв 4.0: швидша мапа та гаманець
Нова версія відкриває мапу вдвічі швидше, додає гаманець для передоплати сесій і показує криву заряджання наживо.
Ми переписали мапу, щоб вона плавно показувала тисячі станцій навіть на старших телефонах. Фільтри за потужністю, конектором і ціною — в один дотик.
Новий гаманець поєднує гроші й бонуси: поповніть його один раз і запускайте сесії без повторного введення даних картки.`,
  ),
  'invite-friends-earn-bonuses': t(
    `Invite a friend and both of you get 15 bonuses
Share your invite link from the app: when your friend finishes their first session, you both receive 15 bonuses.
Most drivers find their favourite chargers through friends. The invite programme thanks you for spreading the word.
There is no limit on invitations, and bonuses can be spent on charging, accessories or souvenirs in the shop.`,
    `Convide um amigo e ambos recebem 15 bónus
Partilhe o seu link de convite na app: quando o seu amigo concluir a primeira sessão, ambos recebem 15 bónus.
A maioria dos condutores descobre os seus carregadores favoritos através de amigos. O programa de convites agradece-lhe por passar a palavra.
Não há limite de convites, e os bónus podem ser usados em carregamentos, acessórios ou lembranças na loja.`,
    `Запросіть друга — і ви обидва отримаєте по 15 бонусів
Поділіться посиланням-запрошенням із застосунку: коли друг завершить першу сесію, ви обоє отримаєте по 15 бонусів.
Більшість водіїв знаходять улюблені станції завдяки друзям. Програма запрошень дякує вам за рекомендації.
Кількість запрошень не обмежена, а бонуси можна витратити на заряджання, аксесуари чи сувеніри в магазині.`,
  ),
}
