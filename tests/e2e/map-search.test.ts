import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'

const { newPage } = browserForSuite()

describe('finding a place and the visitor on the map', () => {
  it('place search is a keyboard combobox: arrows move, Esc closes then clears, no match says so', async () => {
    const page = await newPage()
    await page.goto('/pt/map')
    const box = page.getByRole('combobox', { name: 'Procurar um local' })
    await box.fill('Por')
    const options = page.getByRole('listbox', { name: 'Procurar um local' }).getByRole('option')
    await options.first().waitFor()
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    const second = await options.nth(1).getAttribute('id')
    if ((await options.count()) > 1)
      expect(await box.getAttribute('aria-activedescendant')).toBe(second)
    expect(await options.first().textContent()).toContain('Porto')
    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    await box.press('Escape')
    expect(await box.inputValue()).toBe('')
    await box.fill('Zzyzx')
    await page.getByRole('status').filter({ hasText: 'Nenhum local encontrado.' }).waitFor()
  })

  it('shows the location-denied message with the map provider help link', async () => {
    const page = await newPage({
      permissions: [],
      geolocation: { latitude: 50.45, longitude: 30.52 },
    })
    await page.goto('/pt/map')
    await page.getByRole('button', { name: 'Encontrar-me' }).click()
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não é possível seguir a sua localização' })
    await alert.waitFor()
    expect(await alert.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('finds the visitor when location is allowed', async () => {
    const page = await newPage({
      permissions: ['geolocation'],
      geolocation: { latitude: 38.7223, longitude: -9.1393 },
    })
    await page.goto('/en/map')
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    await page.getByRole('button', { name: 'Find me' }).click()
    await page.getByRole('img', { name: 'You are here' }).waitFor()
  })
})
