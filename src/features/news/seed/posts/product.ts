import { t } from '@/lib/seed/localized'

import type { PostTexts } from './types'

/** Product updates: certification, new features of the platform and the driver app. */
export const productPosts: PostTexts = {
  'ocpp-2-0-1-certified': t(
    `Our platform is now OCPP 2.0.1 certified
The Open Charge Alliance has certified our charging platform for OCPP 2.0.1 Core and Advanced Security, so operators can connect the newest chargers without custom work.
After four months of testing with the Open Charge Alliance, our platform passed certification for OCPP 2.0.1 Core, Advanced Security and Smart Charging profiles.
## What changes for operators
Chargers speaking OCPP 2.0.1 can be added from the back office in minutes. Device models, secure firmware updates and ISO 15118 certificates are handled for you, and OCPP 1.6 chargers keep working side by side.`,
    `A nossa plataforma tem agora certificação OCPP 2.0.1
A Open Charge Alliance certificou a nossa plataforma para OCPP 2.0.1 Core e Advanced Security: os operadores ligam os carregadores mais recentes sem desenvolvimento à medida.
Após quatro meses de testes com a Open Charge Alliance, a nossa plataforma obteve a certificação dos perfis OCPP 2.0.1 Core, Advanced Security e Smart Charging.
## O que muda para os operadores
Os carregadores com OCPP 2.0.1 adicionam-se no back office em minutos. Modelos de dispositivo, atualizações seguras de firmware e certificados ISO 15118 ficam tratados, e os carregadores OCPP 1.6 continuam a funcionar lado a lado.`,
    `Наша платформа отримала сертифікацію OCPP 2.0.1
Open Charge Alliance сертифікувала нашу платформу за профілями OCPP 2.0.1 Core та Advanced Security: оператори підключають найновіші зарядні станції без доопрацювань.
Після чотирьох місяців тестування з Open Charge Alliance наша платформа пройшла сертифікацію профілів OCPP 2.0.1 Core, Advanced Security та Smart Charging.
## Що зміниться для операторів
Станції з OCPP 2.0.1 додаються в бек-офісі за кілька хвилин. Моделі пристроїв, безпечне оновлення прошивки та сертифікати ISO 15118 ми беремо на себе, а станції з OCPP 1.6 працюють поруч, як і раніше.`,
  ),
  'roaming-with-ocpi': t(
    `Roaming through OCPI 2.2.1 with five new hubs
Drivers of partner networks can now start sessions on your chargers, and your customers can charge abroad, billed in one invoice.
We connected our platform to five roaming hubs through OCPI 2.2.1. Locations, tariffs and sessions are exchanged in real time, so prices shown in partner apps are always current.
Operators decide per site which partners may charge there and at which tariff. Roaming revenue appears in the same reports as direct sessions.`,
    `Roaming por OCPI 2.2.1 com cinco novos hubs
Os condutores de redes parceiras já podem carregar nos seus postos, e os seus clientes carregam no estrangeiro com uma só fatura.
Ligámos a plataforma a cinco hubs de roaming através de OCPI 2.2.1. Localizações, tarifas e sessões são trocadas em tempo real, por isso os preços nas apps parceiras estão sempre atualizados.
Os operadores decidem, por local, que parceiros podem carregar e com que tarifa. As receitas de roaming aparecem nos mesmos relatórios que as sessões diretas.`,
    `Роумінг через OCPI 2.2.1 із п’ятьма новими хабами
Водії партнерських мереж тепер заряджаються на ваших станціях, а ваші клієнти — за кордоном, з одним рахунком.
Ми підключили платформу до п’яти роумінгових хабів через OCPI 2.2.1. Локації, тарифи й сесії передаються в реальному часі, тож ціни в партнерських застосунках завжди актуальні.
Оператор для кожної локації вирішує, яким партнерам дозволено заряджатися і за яким тарифом. Дохід від роумінгу видно в тих самих звітах, що й прямі сесії.`,
  ),
  'ad-hoc-payments-by-qr-code': t(
    `Pay by QR code, no app or account needed
Every charger now carries a QR code that opens a payment page: choose an amount, pay by card and start charging.
European rules ask public chargers to accept ad-hoc payment. Our QR flow meets them without installing a card terminal on every post.
Drivers scan the code, see the tariff for that connector, prepay an amount and get the unused part refunded automatically when the session ends.`,
    `Pague com código QR, sem app nem conta
Cada carregador tem agora um código QR que abre uma página de pagamento: escolha o valor, pague com cartão e comece a carregar.
As regras europeias exigem que os carregadores públicos aceitem pagamento pontual. O nosso fluxo por QR cumpre-as sem instalar um terminal em cada posto.
O condutor lê o código, vê a tarifa desse conector, pré-paga um valor e recebe automaticamente a parte não usada quando a sessão termina.`,
    `Оплата за QR-кодом без застосунку та реєстрації
На кожній станції тепер є QR-код зі сторінкою оплати: оберіть суму, сплатіть карткою й почніть заряджання.
Європейські правила вимагають, щоб публічні станції приймали разову оплату. Наш QR-сценарій відповідає їм без встановлення термінала на кожній станції.
Водій сканує код, бачить тариф конектора, вносить передоплату, а невикористану частину автоматично повертаємо після завершення сесії.`,
  ),
  'load-management-for-depots': t(
    `Dynamic load management for bus and truck depots
Charge a whole fleet overnight on the grid connection you already have: the platform shares power by departure time.
Depots often have far more chargers than their grid connection can feed at once. Our scheduler now shares the available power by each vehicle’s departure time and state of charge.
Fleet managers set departure times in the back office or import them from their planning system, and get an alert when a vehicle will not be ready in time.`,
    `Gestão dinâmica de carga para parques de autocarros e camiões
Carregue toda a frota durante a noite com a ligação à rede que já tem: a plataforma reparte a potência pela hora de partida.
Os parques têm muitas vezes mais carregadores do que a ligação à rede consegue alimentar em simultâneo. O nosso planeador reparte agora a potência pela hora de partida e pelo estado de carga de cada veículo.
Os gestores de frota definem as horas de partida no back office ou importam-nas do seu sistema de planeamento, e recebem um alerta quando um veículo não ficará pronto a tempo.`,
    `Динамічне керування навантаженням для автобусних і вантажних депо
Заряджайте весь автопарк уночі від наявного підключення до мережі: платформа розподіляє потужність за часом виїзду.
У депо часто більше станцій, ніж може одночасно живити підключення до мережі. Наш планувальник тепер розподіляє потужність за часом виїзду та рівнем заряду кожного авто.
Керівники автопарків задають час виїзду в бек-офісі або імпортують його з системи планування й отримують сповіщення, якщо авто не буде готове вчасно.`,
  ),
  'white-label-app-for-operators': t(
    `A white-label driver app in your colours within two weeks
Operators can publish the driver app under their own brand, with their logo, colours, tariffs and support contacts.
Many operators want their customers to see their brand, not ours. The white-label app shares the code of our own app, so it gets every new feature on the same day.
We handle the App Store and Google Play releases; you keep the customer relationship and the data.`,
    `Uma app white label com as suas cores em duas semanas
Os operadores podem publicar a app para condutores com a sua marca, logótipo, cores, tarifas e contactos de apoio.
Muitos operadores querem que os clientes vejam a sua marca e não a nossa. A app white label partilha o código da nossa app, por isso recebe cada novidade no mesmo dia.
Tratamos das publicações na App Store e no Google Play; a relação com o cliente e os dados continuam seus.`,
    `Застосунок для водіїв під вашим брендом за два тижні
Оператори можуть випустити застосунок для водіїв зі своїм логотипом, кольорами, тарифами й контактами підтримки.
Багато операторів хочуть, щоб клієнти бачили їхній бренд, а не наш. White-label застосунок має спільний код із нашим, тож отримує кожну нову функцію того ж дня.
Публікацію в App Store і Google Play ми беремо на себе, а стосунки з клієнтами та дані залишаються вашими.`,
  ),
  'analytics-dashboard-2': t(
    `A new analytics dashboard for utilisation and revenue
See utilisation by hour, revenue by tariff and faults by charger model in one place, and export any chart to CSV.
The redesigned dashboard answers the three questions operators ask most: which sites are busy, which tariffs earn, and which chargers fail.
Charts load in under a second even for networks with thousands of connectors, and every chart can be exported or shared with a link.`,
    `Um novo painel de análise de utilização e receitas
Veja a utilização por hora, as receitas por tarifa e as avarias por modelo de carregador num só lugar, e exporte qualquer gráfico para CSV.
O painel redesenhado responde às três perguntas mais frequentes dos operadores: que locais estão cheios, que tarifas rendem e que carregadores falham.
Os gráficos abrem em menos de um segundo mesmo em redes com milhares de conectores, e qualquer gráfico pode ser exportado ou partilhado por link.`,
    `Нова аналітична панель: завантаженість і дохід
Завантаженість за годинами, дохід за тарифами й збої за моделями станцій в одному місці, з експортом будь-якого графіка в CSV.
Оновлена панель відповідає на три найчастіші запитання операторів: які локації завантажені, які тарифи приносять дохід і які станції виходять з ладу.
Графіки відкриваються менш ніж за секунду навіть для мереж із тисячами конекторів, і кожен можна експортувати або поширити посиланням.`,
  ),
  'payment-terminals-integration': t(
    `Contactless payment terminals, integrated
Chargers with a built-in card reader now start and bill sessions directly through the platform, with receipts by e-mail.
We integrated the payment terminals of three major charger manufacturers. A tap of a card starts the session; the final amount is captured when it ends.
Receipts are sent by e-mail or shown as a QR code on the charger’s screen, and card sessions appear in the same reports as app sessions.`,
    `Terminais de pagamento contactless integrados
Os carregadores com leitor de cartões integrado iniciam e faturam sessões diretamente pela plataforma, com recibo por e-mail.
Integrámos os terminais de pagamento de três grandes fabricantes de carregadores. Basta aproximar o cartão para iniciar a sessão; o valor final é cobrado no fim.
Os recibos seguem por e-mail ou aparecem como código QR no ecrã do carregador, e as sessões com cartão surgem nos mesmos relatórios que as da app.`,
    `Безконтактні платіжні термінали тепер інтегровано
Станції з вбудованим зчитувачем карток запускають і тарифікують сесії безпосередньо через платформу, з чеком на e-mail.
Ми інтегрували платіжні термінали трьох великих виробників станцій. Дотик картки запускає сесію, а остаточна сума списується після її завершення.
Чеки надсилаємо на e-mail або показуємо QR-кодом на екрані станції, а сесії з карткою видно в тих самих звітах, що й сесії із застосунку.`,
  ),
  'tariffs-by-time-of-day': t(
    `Time-of-day tariffs and idle fees
Set different prices for peak and off-peak hours, and charge an idle fee when a car stays plugged in after charging.
Operators can now combine energy, time and session prices with time-of-day windows, for each site or connector type.
Idle fees start after a grace period you choose and are announced in the app and on the charger, so drivers move on and the next car can charge.`,
    `Tarifas por hora do dia e taxas de ocupação
Defina preços diferentes para horas de ponta e de vazio, e cobre uma taxa de ocupação quando um carro fica ligado depois de carregar.
Os operadores podem agora combinar preços por energia, tempo e sessão com períodos horários, por local ou por tipo de conector.
As taxas de ocupação começam após um período de tolerância à sua escolha e são anunciadas na app e no carregador, para que o próximo carro possa carregar.`,
    `Тарифи за часом доби та плата за простій
Встановлюйте різні ціни для пікових і непікових годин та стягуйте плату, якщо авто залишається підключеним після заряджання.
Оператори тепер поєднують ціни за енергію, час і сесію з часовими вікнами — для кожної локації чи типу конектора.
Плата за простій починається після обраного вами пільгового періоду й відображається в застосунку та на станції, щоб наступне авто могло зарядитися.`,
  ),
}
