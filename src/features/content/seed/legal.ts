import { t, type Localized as L } from '@/lib/seed/localized'

/** The legal globals (privacy policy, public agreement) and the impact figures. */
export const privacyPolicy: { title: L; body: L } = {
  title: t('Privacy policy', 'Política de privacidade', 'Політика конфіденційності'),
  body: t(
    `Voltra Charging Ltd ("we") runs this website and the Voltra driver app. This policy explains which personal data we process and why.
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
    `A Voltra Charging Ltd ("nós") gere este site e a aplicação Voltra para condutores. Esta política explica que dados pessoais tratamos e porquê.
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
    `Voltra Charging Ltd («ми») керує цим сайтом і застосунком Voltra для водіїв. Ця політика пояснює, які персональні дані ми обробляємо і навіщо.
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
  ),
}

export const publicAgreement: { title: L; body: L } = {
  title: t('Public agreement', 'Contrato público', 'Публічний договір'),
  body: t(
    `This public offer sets out the terms on which Voltra Charging Ltd provides the charging service and the Voltra driver app. By registering in the app you accept it.
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
    `Esta oferta pública define as condições em que a Voltra Charging Ltd presta o serviço de carregamento e a aplicação Voltra para condutores. Ao registar-se na aplicação, aceita-as.
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
    `Ця публічна оферта визначає умови, на яких Voltra Charging Ltd надає послугу зарядження та застосунок Voltra для водіїв. Реєструючись у застосунку, ви їх приймаєте.
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
  ),
}

export const impact = { co2Tons: 18_640, trees: 852_000, updatedOn: '2026-10-31' }
