/** Demo categories and tags of the news (names in en, pt, ua; `my` uses British English). */
export const demoCategories = [
  { slug: 'product', name: { en: 'Product updates', my: 'Product updates', pt: 'Novidades do produto', ua: 'Оновлення продукту' } },
  { slug: 'company', name: { en: 'Company news', my: 'Company news', pt: 'Notícias da empresa', ua: 'Новини компанії' } },
  { slug: 'industry', name: { en: 'Industry', my: 'Industry', pt: 'Setor', ua: 'Галузь' } },
  { slug: 'drivers', name: { en: 'For drivers', my: 'For drivers', pt: 'Para condutores', ua: 'Водіям' } },
] as const

export const demoTags = [
  { slug: 'ocpp', name: { en: 'OCPP', my: 'OCPP', pt: 'OCPP', ua: 'OCPP' } },
  { slug: 'roaming', name: { en: 'Roaming', my: 'Roaming', pt: 'Roaming', ua: 'Роумінг' } },
  { slug: 'billing', name: { en: 'Billing', my: 'Billing', pt: 'Faturação', ua: 'Білінг' } },
  { slug: 'reservations', name: { en: 'Reservations', my: 'Reservations', pt: 'Reservas', ua: 'Бронювання' } },
  { slug: 'driver-app', name: { en: 'Driver app', my: 'Driver app', pt: 'App para condutores', ua: 'Застосунок для водіїв' } },
  { slug: 'hardware', name: { en: 'Hardware', my: 'Hardware', pt: 'Equipamento', ua: 'Обладнання' } },
  { slug: 'sustainability', name: { en: 'Sustainability', my: 'Sustainability', pt: 'Sustentabilidade', ua: 'Сталий розвиток' } },
  { slug: 'partners', name: { en: 'Partners', my: 'Partners', pt: 'Parceiros', ua: 'Партнери' } },
] as const
