import { t, type Localized as L } from '@/lib/seed/localized'

/** Partners on the home page slider and customers quoting their experience. */
export const partnerSlides: { partnerName: string; url: string; title: L; text: L; hue: number }[] =
  [
    {
      partnerName: 'Northwind Parking',
      url: 'https://northwind-parking.example',
      hue: 150,
      title: t(
        '42 car parks, one back office',
        '42 parques de estacionamento, um só painel de gestão',
        '42 паркінги, один бек-офіс',
      ),
      text: t(
        'Northwind moved chargers from three vendors onto the platform in six weeks and now sells reserved charging slots with parking.',
        'A Northwind migrou carregadores de três fabricantes para a plataforma em seis semanas e vende agora lugares de carregamento reservados com o estacionamento.',
        'Northwind перевела зарядні станції трьох виробників на платформу за шість тижнів і тепер продає заброньовані слоти зарядження разом із паркуванням.',
      ),
    },
    {
      partnerName: 'Atlântico Hotels',
      url: 'https://atlantico-hotels.example',
      hue: 200,
      title: t(
        'Destination charging for hotel guests',
        'Carregamento de destino para hóspedes',
        'Зарядження для гостей готелів',
      ),
      text: t(
        'Guests book a charger together with their room; the hotel sees every session and payout in one report.',
        'Os hóspedes reservam o carregador juntamente com o quarto; o hotel vê cada sessão e cada pagamento num só relatório.',
        'Гості бронюють зарядну станцію разом із номером, а готель бачить кожну сесію та виплату в одному звіті.',
      ),
    },
    {
      partnerName: 'Dnipro Fleet Services',
      url: 'https://dnipro-fleet.example',
      hue: 30,
      title: t(
        'Fleet charging with automatic billing',
        'Carregamento de frotas com faturação automática',
        'Зарядження автопарку з автоматичним білінгом',
      ),
      text: t(
        '180 delivery vans charge overnight on a schedule, and each driver’s sessions are billed to the right cost centre.',
        '180 carrinhas de entregas carregam durante a noite segundo um horário, e as sessões de cada motorista são faturadas ao centro de custos certo.',
        '180 фургонів доставки заряджаються вночі за розкладом, а сесії кожного водія списуються на потрібний центр витрат.',
      ),
    },
  ]

export const testimonials: { author: string; company: string; role: L; quote: L; hue: number }[] = [
  {
    author: 'Marta Kowalczyk',
    company: 'Northwind Parking',
    hue: 160,
    role: t(
      'Head of e-mobility',
      'Diretora de mobilidade elétrica',
      'Керівниця напряму електромобільності',
    ),
    quote: t(
      'We had chargers from three manufacturers and three apps. Now there is one back office, drivers book ahead, and utilisation went from 18% to 31% in a year.',
      'Tínhamos carregadores de três fabricantes e três aplicações. Agora há um único painel de gestão, os condutores reservam com antecedência e a utilização passou de 18% para 31% num ano.',
      'У нас були станції трьох виробників і три застосунки. Тепер — один бек-офіс, водії бронюють заздалегідь, а завантаженість за рік зросла з 18% до 31%.',
    ),
  },
  {
    author: 'João Ferreira',
    company: 'Atlântico Hotels',
    hue: 210,
    role: t('Operations director', 'Diretor de operações', 'Операційний директор'),
    quote: t(
      'Migration took a weekend and cost us nothing. Guests love that the charger is waiting for them, and our team no longer chases payments.',
      'A migração demorou um fim de semana e não nos custou nada. Os hóspedes adoram ter o carregador à sua espera, e a nossa equipa deixou de andar atrás de pagamentos.',
      'Міграція зайняла вихідні й нічого нам не коштувала. Гостям подобається, що станція на них чекає, а наша команда більше не ганяється за оплатами.',
    ),
  },
  {
    author: 'Olena Hrytsenko',
    company: 'Dnipro Fleet Services',
    hue: 20,
    role: t('Fleet manager', 'Gestora de frota', 'Менеджерка автопарку'),
    quote: t(
      'Scheduled overnight charging cut our energy bill by a fifth, and the 24/7 support line has answered every call within minutes.',
      'O carregamento noturno programado reduziu a nossa fatura de energia em um quinto, e a linha de apoio 24/7 atendeu todas as chamadas em poucos minutos.',
      'Нічне зарядження за розкладом зменшило наш рахунок за енергію на п’яту частину, а цілодобова підтримка відповідала на кожен дзвінок за лічені хвилини.',
    ),
  },
]
