import { t } from '@/lib/seed/localized'

/** The slides at the top of the shop. */
export const demoSlides = [
  {
    hue: 150,
    link: '/shop/chargers',
    title: t('Home charging, sorted', 'Carregar em casa, resolvido', 'Домашня зарядка — просто'),
    text: t(
      'Wall chargers from 7 to 22 kW, compatible with all cars.',
      'Carregadores de parede de 7 a 22 kW, compatíveis com todos os carros.',
      'Настінні зарядки від 7 до 22 кВт для всіх авто.',
    ),
    linkLabel: t('See chargers', 'Ver carregadores', 'Дивитися зарядки'),
  },
  {
    hue: 220,
    link: '/shop/ev',
    title: t(
      'Electric cars to order',
      'Carros elétricos por encomenda',
      'Електромобілі під замовлення',
    ),
    text: t(
      'From city cars to seven-seat SUVs.',
      'De citadinos a SUV de sete lugares.',
      'Від міських авто до семимісних SUV.',
    ),
    linkLabel: t('See cars', 'Ver carros', 'Дивитися авто'),
  },
  {
    hue: 310,
    link: '/shop/souvenirs',
    title: t('Spend your bonuses', 'Use os seus bónus', 'Витрачайте бонуси'),
    text: t(
      'Souvenirs for bonuses, bought in the app.',
      'Lembranças por bónus, compradas na aplicação.',
      'Сувеніри за бонуси — у застосунку.',
    ),
    linkLabel: t('See souvenirs', 'Ver lembranças', 'Дивитися сувеніри'),
  },
]
