import type { ModelView } from './search'

/** schema.org's view of the results shown: each model a Product of its brand, power and OCPP. */
export function productList(models: ModelView[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url,
    numberOfItems: models.length,
    itemListElement: models.map((m, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: m.name,
        brand: { '@type': 'Brand', name: m.manufacturer },
        category: 'EV charger',
        additionalProperty: [
          { '@type': 'PropertyValue', name: 'Power', value: m.powerKw, unitCode: 'KWT' },
          { '@type': 'PropertyValue', name: 'Current', value: m.current },
          { '@type': 'PropertyValue', name: 'OCPP 1.6', value: m.ocpp16 },
          { '@type': 'PropertyValue', name: 'OCPP 2.0.1', value: m.ocpp201 },
        ],
      },
    })),
  }
}

/** Without a search, the index: each manufacturer's search page, as a summary list. */
export function manufacturerList(makers: { name: string; href: string }[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url,
    numberOfItems: makers.length,
    itemListElement: makers.map((m, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: m.name,
      url: m.href,
    })),
  }
}
