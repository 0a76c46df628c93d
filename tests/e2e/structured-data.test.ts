import { describe, expect, it } from 'vitest'

import { get, getHtml } from './http'

describe('structured data', () => {
  const jsonLd = async (path: string) =>
    (await getHtml(path)).html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as Record<string, unknown>)

  it('a station page describes the place: address, coordinates, hours, operator and connectors', async () => {
    const file = await (await get('/sitemaps/stations-1.xml')).text()
    const path = new URL(/<loc>([^<]+\/en\/location\/[^<]+)<\/loc>/.exec(file)![1]!).pathname
    const place = (await jsonLd(path)).find((d) => d['@type'] === 'Place') as {
      name: string
      address: { streetAddress: string }
      geo: { latitude: number; longitude: number }
      openingHoursSpecification?: { dayOfWeek: string[] }[]
      additionalProperty: { propertyID: string }[]
    }
    expect(place, path).toBeTruthy()
    expect(place.name).toBeTruthy()
    expect(place.address.streetAddress).toBeTruthy()
    expect(Number.isFinite(place.geo.latitude) && Number.isFinite(place.geo.longitude)).toBe(true)
    const properties = place.additionalProperty.map((p) => p.propertyID)
    expect(properties).toContain('maxPower')
    if (place.openingHoursSpecification) {
      expect(place.openingHoursSpecification[0]!.dayOfWeek[0]).toMatch(/^https:\/\/schema.org\//)
      expect(properties).toContain('connector')
    }
  })

  it('the organization states its support hours with the days of the week', async () => {
    const organization = (await jsonLd('/en')).find((d) => d['@type'] === 'Organization') as {
      contactPoint: { hoursAvailable: { dayOfWeek: string[]; opens: string } }[]
    }
    expect(organization.contactPoint[0]!.hoursAvailable.dayOfWeek).toHaveLength(7)
  })
})
