import type { ShopCategory } from '@/features/site/shop-categories'

import { t, type Localized } from '@/lib/seed/localized'

type Text = Pick<Localized, 'en' | 'pt' | 'ua'>

/** A demo good in en, pt and ua (`my` falls back to en). */
export type DemoGood = {
  category: ShopCategory
  title: Text
  description: Text
  /** EUR (en), MYR (my), UAH (default); a missing market shows "Price on request". */
  prices?: Partial<Record<'en' | 'my' | 'default', number>>
  bonusPrice?: number
  availability?: 'inStock' | 'onOrder' | 'outOfStock'
  stock?: number
  featured?: boolean
  attributes?: Record<string, string | number | Text>
  options?: { key: string; label: Text; values: { value: string; label: Text }[] }[]
  partner?: { name: string; link?: string; contact?: Text }
  /** the hue of its generated picture */
  hue: number
}

/** Options and attribute values several goods share. */
export const allCars = t('All cars', 'Todos os carros', 'Усі авто')
export const type1 = t('Type 1', 'Tipo 1', 'Type 1')
export const type2 = t('Type 2', 'Tipo 2', 'Type 2')
export const lengths = (...m: number[]) => ({
  key: 'length',
  label: t('Cable length', 'Comprimento do cabo', 'Довжина кабелю'),
  values: m.map((n) => ({ value: `${n}`, label: t(`${n} m`, `${n} m`, `${n} м`) })),
})
export const colours = {
  key: 'colour',
  label: t('Colour', 'Cor', 'Колір'),
  values: [
    { value: 'green', label: t('Green', 'Verde', 'Зелений') },
    { value: 'black', label: t('Black', 'Preto', 'Чорний') },
    { value: 'white', label: t('White', 'Branco', 'Білий') },
  ],
}
export const sizes = {
  key: 'size',
  label: t('Size', 'Tamanho', 'Розмір'),
  values: ['S', 'M', 'L', 'XL'].map((s) => ({ value: s, label: t(s, s, s) })),
}

/**
 * How each good is sold, in the order the shop lists them (six per category); texts are in
 * texts.ts.
 */
export const catalogue: Record<string, Omit<DemoGood, 'title' | 'description' | 'attributes'>> = {
  'voltra-home-11': {
    category: 'chargers',
    hue: 150,
    featured: true,
    stock: 40,
    prices: { en: 749, my: 3690, default: 32900 },
    options: [lengths(5, 7.5)],
  },
  'voltra-home-22': {
    category: 'chargers',
    hue: 160,
    featured: true,
    stock: 25,
    prices: { en: 1090, my: 5290, default: 46900 },
    options: [lengths(5, 7.5)],
  },
  'voltra-duo-2-22': {
    category: 'chargers',
    hue: 170,
    stock: 12,
    prices: { en: 1890, my: 8990, default: 79900 },
  },
  'voltra-rapid-60-dc': {
    category: 'chargers',
    hue: 180,
    availability: 'onOrder',
    prices: { en: 14900, my: 69900 },
  },
  'voltra-hub-150-dc': { category: 'chargers', hue: 190, availability: 'onOrder' },
  'voltra-go-7-portable': {
    category: 'chargers',
    hue: 140,
    stock: 60,
    prices: { en: 389, my: 1890, default: 16900 },
  },
  'aurora-city': {
    category: 'ev',
    hue: 210,
    featured: true,
    availability: 'onOrder',
    prices: { en: 38900, my: 189000, default: 1650000 },
  },
  'aurora-tourer': {
    category: 'ev',
    hue: 220,
    availability: 'onOrder',
    prices: { en: 52900, my: 259000, default: 2240000 },
  },
  'aurora-gt': { category: 'ev', hue: 230, availability: 'onOrder' },
  'pico-compact': {
    category: 'ev',
    hue: 240,
    stock: 3,
    prices: { en: 27900, my: 135000, default: 1190000 },
  },
  'terra-suv': {
    category: 'ev',
    hue: 250,
    availability: 'onOrder',
    prices: { en: 61900, my: 299000, default: 2630000 },
  },
  'cargo-van-e': {
    category: 'ev',
    hue: 260,
    availability: 'onOrder',
    prices: { en: 44900, my: 219000, default: 1910000 },
  },
  'type-2-cable-22-kw': {
    category: 'accessories',
    hue: 30,
    featured: true,
    stock: 120,
    prices: { en: 189, my: 890, default: 7900 },
    options: [lengths(5, 7.5, 10)],
  },
  'type-2-cable-7-kw': {
    category: 'accessories',
    hue: 40,
    stock: 80,
    prices: { en: 129, my: 590, default: 5400 },
    options: [lengths(5, 7.5)],
  },
  'type-1-to-type-2-adapter-cable': {
    category: 'accessories',
    hue: 50,
    stock: 35,
    prices: { en: 149, my: 690, default: 6200 },
  },
  'wall-cable-holder': {
    category: 'accessories',
    hue: 60,
    stock: 200,
    prices: { en: 39, my: 179, default: 1600 },
    options: [colours],
  },
  'schuko-granny-cable': {
    category: 'accessories',
    hue: 20,
    availability: 'outOfStock',
    stock: 0,
    prices: { en: 259, my: 1190, default: 10900 },
  },
  'spiral-cable-22-kw': {
    category: 'accessories',
    hue: 10,
    stock: 15,
    prices: { en: 349, my: 1590, default: 14500 },
    options: [lengths(7.5, 10)],
  },
  'voltra-t-shirt': {
    category: 'souvenirs',
    hue: 300,
    featured: true,
    bonusPrice: 150,
    stock: 100,
    options: [sizes],
  },
  'keyring-with-rfid-tag': {
    category: 'souvenirs',
    hue: 310,
    bonusPrice: 80,
    stock: 300,
    options: [colours],
  },
  'insulated-bottle': {
    category: 'souvenirs',
    hue: 320,
    stock: 150,
    prices: { en: 19, my: 89, default: 790 },
    options: [colours],
  },
  'notebook-and-pen-set': {
    category: 'souvenirs',
    hue: 330,
    stock: 90,
    prices: { en: 12, my: 55, default: 490 },
  },
  'voltra-hoodie': {
    category: 'souvenirs',
    hue: 340,
    bonusPrice: 400,
    stock: 40,
    options: [sizes],
  },
  'sticker-pack': { category: 'souvenirs', hue: 350, bonusPrice: 60, stock: 500 },
  '10-off-rooftop-solar': {
    category: 'propositions',
    hue: 100,
    featured: true,
    partner: {
      name: 'SunRoof Energy',
      link: 'https://sunroof.example/voltra',
      contact: t('Call +44 20 3868 0500', 'Ligue +351 21 000 0500', 'Телефонуйте +380 44 000 0500'),
    },
  },
  'ev-leasing-from-299-a-month': {
    category: 'propositions',
    hue: 110,
    partner: { name: 'GreenLease', link: 'https://greenlease.example/offers' },
  },
  'free-tyre-check-for-evs': {
    category: 'propositions',
    hue: 120,
    partner: {
      name: 'CleanTyre',
      contact: t(
        'Show the app at any CleanTyre service point',
        'Mostre a aplicação em qualquer ponto CleanTyre',
        'Покажіть застосунок у будь-якому сервісі CleanTyre',
      ),
    },
  },
  'reserved-ev-parking': {
    category: 'propositions',
    hue: 130,
    partner: { name: 'Parkly', link: 'https://parkly.example/ev' },
  },
  'ev-insurance-with-battery-cover': {
    category: 'propositions',
    hue: 90,
    partner: { name: 'InsureVolt', link: 'https://insurevolt.example' },
  },
  'wallbox-installation-service': {
    category: 'propositions',
    hue: 80,
    partner: {
      name: 'ElectriCare',
      contact: t(
        'Book at service@electricare.example',
        'Marque em service@electricare.example',
        'Запис: service@electricare.example',
      ),
    },
  },
}

/** The attributes of chargers, cars and accessories (see categoryAttributes). */
export const attributes: Record<string, NonNullable<DemoGood['attributes']>> = {
  'voltra-home-11': { powerKw: 11, cableSize: '5 × 2.5 mm²', compatibility: allCars },
  'voltra-home-22': { powerKw: 22, cableSize: '5 × 6 mm²', compatibility: allCars },
  'voltra-duo-2-22': { powerKw: 44, cableSize: '5 × 10 mm²', compatibility: allCars },
  'voltra-rapid-60-dc': { powerKw: 60, cableSize: '35 mm² DC', compatibility: allCars },
  'voltra-hub-150-dc': { powerKw: 150, cableSize: '70 mm² DC', compatibility: allCars },
  'voltra-go-7-portable': { powerKw: 7, cableSize: '3 × 2.5 mm²', compatibility: allCars },
  'aurora-city': { batteryKw: 58, powerHp: 204, rangeKm: 420, maxSpeedKmh: 160 },
  'aurora-tourer': { batteryKw: 84, powerHp: 325, rangeKm: 560, maxSpeedKmh: 185 },
  'aurora-gt': { batteryKw: 100, powerHp: 580, rangeKm: 610, maxSpeedKmh: 250 },
  'pico-compact': { batteryKw: 37, powerHp: 136, rangeKm: 300, maxSpeedKmh: 140 },
  'terra-suv': { batteryKw: 92, powerHp: 408, rangeKm: 510, maxSpeedKmh: 200 },
  'cargo-van-e': { batteryKw: 75, powerHp: 204, rangeKm: 350, maxSpeedKmh: 130 },
  'type-2-cable-22-kw': { compatibility: type2, lengthM: 5, phase: '3' },
  'type-2-cable-7-kw': { compatibility: type2, lengthM: 5, phase: '1' },
  'type-1-to-type-2-adapter-cable': { compatibility: type1, lengthM: 5, phase: '1' },
  'wall-cable-holder': { compatibility: type2, phase: '1' },
  'schuko-granny-cable': { compatibility: type2, lengthM: 7.5, phase: '1' },
  'spiral-cable-22-kw': { compatibility: type2, lengthM: 7.5, phase: '3' },
}
