import type { Category } from '../categories'

import { t, type Localized } from '@/lib/seed/localized'

type Text = Pick<Localized, 'en' | 'pt' | 'ua'>

/** A demo good in en, pt and ua (`my` falls back to en). */
export type DemoGood = {
  category: Category
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

/** How a good is sold: everything but its category, texts and attributes. */
type Sale = Omit<DemoGood, 'category' | 'title' | 'description' | 'attributes'>

/** The goods of one category, one call per good: title, description, how it is sold, attributes. */
export const goodsOf =
  (category: Category) =>
  (title: Text, description: Text, sale: Sale, attributes?: DemoGood['attributes']): DemoGood => ({ category, title, description, ...sale, ...(attributes ? { attributes } : {}) })

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
export const sizes = { key: 'size', label: t('Size', 'Tamanho', 'Розмір'), values: ['S', 'M', 'L', 'XL'].map((s) => ({ value: s, label: t(s, s, s) })) }
