import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { salesperson } from '@/features/booking/booking.testing'

import { backofficeAccounts } from '../backoffice.testing'
import { meetingFigures, meetingStatusLabels } from './meetings'
import { MeetingsPanel, NoShowsPanel } from './meetings-panel'
import type { PanelContext } from './panels'
import type { DashboardUser } from './visits'

/**
 * The desk's meetings: a salesperson's own this week (Monday to Monday in their account's zone),
 * an admin's everyone's, and the no-shows of the last 30 days, with links to the list alike.
 */
let payload: Payload
let kualaLumpur: DashboardUser
let admin: DashboardUser
let otherName: string
// Sunday 20:00 UTC: already Monday 04:00 in Kuala Lumpur, still Sunday for a UTC account.
const now = Date.parse('2026-12-06T20:00:00.000Z')
const ids: Record<string, number | string> = {}

async function meeting(key: string, person: number | string, at: string, status: string) {
  const doc = await payload.create({
    collection: 'bookings',
    data: {
      status,
      salesperson: person,
      startsAt: at,
      endsAt: new Date(Date.parse(at) + 30 * 60_000).toISOString(),
      name: key,
      company: 'Frota Verde',
      delivery: { state: 'delivered' },
    } as never,
    overrideAccess: true,
  })
  ids[key] = doc.id
}

beforeAll(async () => {
  const accounts = await backofficeAccounts()
  payload = accounts.payload
  admin = { ...accounts.admin } as unknown as DashboardUser
  const a = (await salesperson(payload, { name: 'Deskkl', timeZone: 'Asia/Kuala_Lumpur' })).user
  const b = (await salesperson(payload, { name: 'Deskother', timeZone: 'Europe/Lisbon' })).user
  otherName = b.name!
  kualaLumpur = (await payload.update({
    collection: 'users',
    id: a.id,
    data: { timeZone: 'Asia/Kuala_Lumpur' },
    overrideAccess: true,
  })) as unknown as DashboardUser
  await meeting('A1', a.id, '2026-12-06T17:00:00.000Z', 'booked') // Monday 01:00 in KL
  await meeting('A2', a.id, '2026-12-08T02:00:00.000Z', 'booked')
  await meeting('A3', a.id, '2026-12-09T03:00:00.000Z', 'cancelled')
  await meeting('A4', a.id, '2026-11-20T10:00:00.000Z', 'no-show')
  await meeting('A5', a.id, '2026-10-20T10:00:00.000Z', 'no-show') // more than 30 days ago
  await meeting('A6', a.id, '2026-12-14T03:00:00.000Z', 'booked') // next week
  await meeting('B1', b.id, '2026-12-08T05:00:00.000Z', 'booked')
  await meeting('B2', b.id, '2026-11-25T10:00:00.000Z', 'no-show')
  await meeting('B3', b.id, '2026-12-06T22:00:00.000Z', 'booked') // Sunday, after "now"
})

const counts = (figures: Awaited<ReturnType<typeof meetingFigures>>) =>
  Object.fromEntries(figures.byStatus.map(({ status, count }) => [status, count]))
const params = (query: string) => [...new URLSearchParams(query).entries()]

describe('meetings on the sales desk', () => {
  it('a salesperson: their own, this week in their zone, the next ones, the no-shows', async () => {
    const figures = await meetingFigures(payload, kualaLumpur, now)
    expect(counts(figures)).toEqual({ booked: 2, held: 0, 'no-show': 0, cancelled: 1 })
    expect(figures.next.map((row) => row.id)).toEqual([ids.A2])
    expect(figures.next[0]).toMatchObject({ title: 'A2 · Frota Verde', salesperson: null })
    expect(figures.noShows).toBe(1)
    // Monday 00:00 in Kuala Lumpur to the next Monday, and only their own.
    expect(params(figures.weekQuery)).toEqual([
      ['where[and][0][startsAt][greater_than_equal]', '2026-12-06T16:00:00.000Z'],
      ['where[and][1][startsAt][less_than]', '2026-12-13T16:00:00.000Z'],
      ['where[and][2][salesperson][equals]', String(kualaLumpur.id)],
    ])
    expect(params(figures.noShowsQuery)).toContainEqual([
      'where[and][0][status][equals]',
      'no-show',
    ])
  })

  it('an admin: everyone’s, in UTC without a zone of their own', async () => {
    const figures = await meetingFigures(payload, admin, now)
    expect(counts(figures)).toEqual({ booked: 2, held: 0, 'no-show': 0, cancelled: 0 })
    expect(figures.next).toEqual([expect.objectContaining({ id: ids.B3, salesperson: otherName })])
    expect(figures.noShows).toBe(2)
    expect(figures.weekQuery).not.toContain('salesperson')
  })

  it('renders the panels with links to the filtered list', async () => {
    const figures = await meetingFigures(payload, kualaLumpur, now)
    const context: PanelContext = {
      t: (key) => key,
      when: (iso) => `when:${iso}`,
      plural: (slug) => slug,
      doc: (slug, id) => `/admin/collections/${slug}/${id}`,
      admin: '/admin',
    }
    const html = renderToStaticMarkup(
      createElement('div', null, [
        createElement(MeetingsPanel, {
          key: 'm',
          figures,
          statusLabels: meetingStatusLabels(payload),
          context,
          language: 'pt',
        }),
        createElement(NoShowsPanel, { key: 'n', figures, context }),
      ]),
    )
    expect(html).toContain('Não compareceu')
    expect(html).toContain(`href="/admin/collections/bookings/${ids.A2}"`)
    expect(html).toContain('when:2026-12-08T02:00:00.000Z')
    expect(html).toContain(
      `href="/admin/collections/bookings?${figures.weekQuery.replace(/&/g, '&amp;')}"`,
    )
    expect(html).toContain(
      `href="/admin/collections/bookings?${figures.noShowsQuery.replace(/&/g, '&amp;')}"`,
    )
  })
})
