import { t, type Localized as L } from '@/lib/seed/localized'

/** The team and the open positions. */
export const team: { name: string; hue: number; role: L; bio: L }[] = [
  {
    name: 'Andrii Melnyk',
    hue: 150,
    role: t('Co-founder and CEO', 'Cofundador e CEO', 'Співзасновник і генеральний директор'),
    bio: t(
      'Built his first charging network in Kyiv in 2016 and has been connecting chargers ever since.',
      'Construiu a sua primeira rede de carregamento em Kyiv em 2016 e desde então não parou de ligar carregadores.',
      'Побудував свою першу зарядну мережу в Києві 2016 року й відтоді підключає станції.',
    ),
  },
  {
    name: 'Sofia Almeida',
    hue: 330,
    role: t('Co-founder and CTO', 'Cofundadora e CTO', 'Співзасновниця і технічна директорка'),
    bio: t(
      'Leads the OCPP and OCPI engineering team; previously built billing systems for energy retailers.',
      'Lidera a equipa de engenharia OCPP e OCPI; antes desenvolveu sistemas de faturação para comercializadores de energia.',
      'Очолює інженерну команду OCPP та OCPI; раніше створювала білінгові системи для енергопостачальників.',
    ),
  },
  {
    name: 'Nurul Aziz',
    hue: 45,
    role: t(
      'Head of partnerships, Asia-Pacific',
      'Responsável por parcerias, Ásia-Pacífico',
      'Керівник партнерств в Азійсько-Тихоокеанському регіоні',
    ),
    bio: t(
      'Works with operators and property owners from Kuala Lumpur to Singapore.',
      'Trabalha com operadores e proprietários de Kuala Lumpur a Singapura.',
      'Працює з операторами та власниками нерухомості від Куала-Лумпура до Сінгапуру.',
    ),
  },
  {
    name: 'Iryna Bondar',
    hue: 260,
    role: t(
      'Head of customer support',
      'Responsável pelo apoio ao cliente',
      'Керівниця служби підтримки',
    ),
    bio: t(
      'Runs the 24/7 support desk that drivers and operators call day and night.',
      'Dirige o apoio 24/7 a que condutores e operadores ligam de dia e de noite.',
      'Керує цілодобовою службою підтримки, до якої водії й оператори звертаються вдень і вночі.',
    ),
  },
]

export const positions: {
  employment: 'full-time' | 'part-time' | 'contract'
  title: L
  location: L
  summary: L
}[] = [
  {
    employment: 'full-time',
    title: t(
      'Senior backend engineer (OCPP)',
      'Engenheiro(a) de backend sénior (OCPP)',
      'Старший бекенд-інженер (OCPP)',
    ),
    location: t(
      'Lisbon or remote in Europe',
      'Lisboa ou remoto na Europa',
      'Лісабон або віддалено в Європі',
    ),
    summary: t(
      'Keep thousands of chargers connected: message queues, firmware updates and smart charging.',
      'Manter milhares de carregadores ligados: filas de mensagens, atualizações de firmware e carregamento inteligente.',
      'Підтримувати зв’язок із тисячами станцій: черги повідомлень, оновлення прошивки та розумне зарядження.',
    ),
  },
  {
    employment: 'full-time',
    title: t(
      'Partnership manager, Malaysia',
      'Gestor(a) de parcerias, Malásia',
      'Менеджер із партнерств, Малайзія',
    ),
    location: t('Kuala Lumpur', 'Kuala Lumpur', 'Куала-Лумпур'),
    summary: t(
      'Bring shopping centres, hotels and residential developers onto the platform.',
      'Trazer centros comerciais, hotéis e promotores imobiliários para a plataforma.',
      'Залучати на платформу торговельні центри, готелі та девелоперів житла.',
    ),
  },
  {
    employment: 'part-time',
    title: t(
      'Support specialist (night shifts)',
      'Especialista de apoio (turnos noturnos)',
      'Фахівець підтримки (нічні зміни)',
    ),
    location: t('Kyiv or remote', 'Kyiv ou remoto', 'Київ або віддалено'),
    summary: t(
      'Help drivers and operators at any hour, by phone and in chat.',
      'Ajudar condutores e operadores a qualquer hora, por telefone e por chat.',
      'Допомагати водіям і операторам у будь-який час телефоном і в чаті.',
    ),
  },
]
