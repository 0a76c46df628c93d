import { describe, expect, it } from 'vitest'

import { money } from '@/lib/admin-fields/money'

import { waitFor } from '../support/wait'
import { adminSession } from './admin-session'
import { browserForSuite } from './browser'
import { findOne, mailServerForFile, postJson } from './forms-records'
import { placeOrder } from './shop-orders'

/**
 * A record shows what it holds: an order's lines with their unit price and line total in the
 * order's currency, as its total is; a lead's market (in its Visit) by the market's name.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)

type Order = {
  id: number
  currency: string
  commercialTotal: number
  lines: { unitPrice: number | null; lineTotal: number | null; quantity: number }[]
}

describe('an order', () => {
  it("shows each line's unit price and line total in the order's currency", async () => {
    const number = await placeOrder({ name: `Lines ${stamp}` })
    const order = await waitFor(async () => {
      const { body } = await api<{ docs: Order[] }>(
        'sales',
        `/api/orders?where[number][equals]=${number}&depth=0`,
      )
      return body.docs[0]
    })
    const line = order.lines[0]!
    expect(line.unitPrice).toBeGreaterThan(0)
    expect(line.lineTotal).toBe(line.unitPrice! * line.quantity)

    const page = await loggedIn('sales')
    await page.goto(`/admin/collections/orders/${order.id}`)
    const total = page.locator('#field-commercialTotal')
    await total.waitFor()
    expect(await total.inputValue()).toBe(money(order.commercialTotal, order.currency, 'en'))
    expect(await page.locator('#field-lines__0__unitPrice').inputValue()).toBe(
      money(line.unitPrice!, order.currency, 'en'),
    )
    expect(await page.locator('#field-lines__0__lineTotal').inputValue()).toBe(
      money(line.lineTotal!, order.currency, 'en'),
    )
  })
})

describe('a lead', () => {
  it("shows its visit's market by the market's name", async () => {
    const email = `market-${stamp}@example.com`
    const sent = await postJson('lead', {
      interest: 'start_business',
      firstName: 'Market',
      lastName: 'Shown',
      phone: '+351 912 345 678',
      phoneCountry: 'PT',
      email,
      country: 'PT',
      locale: 'pt',
    })
    expect(sent.status).toBe(201)
    const lead = await waitFor(() => findOne('leads', 'email', email))
    const code = (lead.arrival as { market?: string } | undefined)?.market
    expect(code).toBeTruthy()
    const { body: markets } = await api<{ docs: { name: string }[] }>(
      'sales',
      `/api/markets?where[code][equals]=${code}&depth=0`,
    )
    const name = markets.docs[0]!.name
    expect(name).not.toBe(code)

    const page = await loggedIn('sales')
    await page.goto(`/admin/collections/leads/${lead.id}`)
    const market = page.locator('#field-arrival__market')
    await market.waitFor()
    expect(await market.inputValue()).toBe(name)
  })
})
