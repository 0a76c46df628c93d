import { t } from '@/lib/seed/localized'

/** Demo categories and tags of the news: slug and name (en, pt, ua; `my` reads the English one). */
const named = ([slug, name]: readonly [string, ReturnType<typeof t<string>>]) => ({ slug, name })

export const demoCategories = (
  [
    ['product', t('Product updates', 'Novidades do produto', 'Оновлення продукту')],
    ['company', t('Company news', 'Notícias da empresa', 'Новини компанії')],
    ['industry', t('Industry', 'Setor', 'Галузь')],
    ['drivers', t('For drivers', 'Para condutores', 'Водіям')],
  ] as const
).map(named)

export const demoTags = (
  [
    ['ocpp', t('OCPP', 'OCPP', 'OCPP')],
    ['roaming', t('Roaming', 'Roaming', 'Роумінг')],
    ['billing', t('Billing', 'Faturação', 'Білінг')],
    ['reservations', t('Reservations', 'Reservas', 'Бронювання')],
    ['driver-app', t('Driver app', 'App para condutores', 'Застосунок для водіїв')],
    ['hardware', t('Hardware', 'Equipamento', 'Обладнання')],
    ['sustainability', t('Sustainability', 'Sustentabilidade', 'Сталий розвиток')],
    ['partners', t('Partners', 'Parceiros', 'Партнери')],
  ] as const
).map(named)
