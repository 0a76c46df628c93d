import { t, type Localized } from '@/lib/seed/localized'

/**
 * Demo categories (in their order) and tags of the news: slug and name (en, pt, ua; `my` reads the
 * English one).
 */
const terms: ['category' | 'tag', string, Localized][] = [
  ['category', 'product', t('Product updates', 'Novidades do produto', 'Оновлення продукту')],
  ['category', 'company', t('Company news', 'Notícias da empresa', 'Новини компанії')],
  ['category', 'industry', t('Industry', 'Setor', 'Галузь')],
  ['category', 'drivers', t('For drivers', 'Para condutores', 'Водіям')],
  ['tag', 'ocpp', t('OCPP', 'OCPP', 'OCPP')],
  ['tag', 'roaming', t('Roaming', 'Roaming', 'Роумінг')],
  ['tag', 'billing', t('Billing', 'Faturação', 'Білінг')],
  ['tag', 'reservations', t('Reservations', 'Reservas', 'Бронювання')],
  ['tag', 'driver-app', t('Driver app', 'App para condutores', 'Застосунок для водіїв')],
  ['tag', 'hardware', t('Hardware', 'Equipamento', 'Обладнання')],
  ['tag', 'sustainability', t('Sustainability', 'Sustentabilidade', 'Сталий розвиток')],
  ['tag', 'partners', t('Partners', 'Parceiros', 'Партнери')],
]

const ofKind = (kind: 'category' | 'tag') =>
  terms.filter(([k]) => k === kind).map(([, slug, name]) => ({ slug, name }))

export const demoCategories = ofKind('category')
export const demoTags = ofKind('tag')
