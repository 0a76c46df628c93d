import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { backofficeAccounts } from '@/features/backoffice/backoffice.testing'
import type { DashboardUser } from '@/features/backoffice/dashboard/visits'
import { backofficeT } from '@/i18n/backoffice/keys'

import { AgendaContent, AgendaView } from './admin/AgendaView'
import { agenda, agendaPeriod } from './agenda'
import { salesperson } from './booking.testing'

// The back office's frame is Payload's (its client bundle does not load in Node): the view's own
// content inside it is what is rendered here.
vi.mock('@payloadcms/next/templates', () => ({
  DefaultTemplate: ({ children }: { children: ReactNode }) => children,
}))
vi.mock('@payloadcms/ui', () => ({ Gutter: ({ children }: { children: ReactNode }) => children }))

/**
 * The agenda: a week (Monday to Sunday) or a day of meetings in the account's zone, grouped by the
 * day they start on there — across the end of summer time in Lisbon (Sunday 25 October 2026, 02:00
 * back to 01:00) — a salesperson's own, everyone's or a chosen one's for an admin, and the view.
 */
let payload: Payload
let lisbon: DashboardUser
let kyiv: DashboardUser
let admin: DashboardUser
let editor: DashboardUser
const ids: Record<string, number | string> = {}
// Thursday of the week that ends with the change.
const now = Date.parse('2026-10-22T12:00:00.000Z')

async function meeting(key: string, person: number | string, at: string, status = 'booked') {
  const doc = await payload.create({
    collection: 'bookings',
    data: {
      status,
      salesperson: person,
      startsAt: at,
      endsAt: new Date(Date.parse(at) + 30 * 60_000).toISOString(),
      name: `Visitor ${key}`,
      company: `Company ${key}`,
      delivery: { state: 'delivered' },
    } as never,
    overrideAccess: true,
  })
  ids[key] = doc.id
}

const withZone = async (id: number | string, timeZone: string | null) =>
  (await payload.update({
    collection: 'users',
    id,
    data: { timeZone },
    overrideAccess: true,
  })) as unknown as DashboardUser

beforeAll(async () => {
  const accounts = await backofficeAccounts()
  payload = accounts.payload
  const a = (await salesperson(payload, { name: 'Agendalx', timeZone: 'Europe/Lisbon' })).user
  const b = (await salesperson(payload, { name: 'Agendakv', timeZone: 'Europe/Kyiv' })).user
  lisbon = await withZone(a.id, 'Europe/Lisbon')
  kyiv = await withZone(b.id, 'Europe/Kyiv')
  admin = await withZone(accounts.admin.id, 'Europe/Lisbon')
  editor = (await payload.findByID({
    collection: 'users',
    id: accounts.editorId,
    overrideAccess: true,
  })) as unknown as DashboardUser
  await meeting('before', a.id, '2026-10-18T22:30:00.000Z') // Sunday 23:30, the week before
  await meeting('monday', a.id, '2026-10-18T23:30:00.000Z') // Monday 00:30 (Sunday in UTC)
  await meeting('wedLate', a.id, '2026-10-21T09:00:00.000Z')
  await meeting('wedEarly', a.id, '2026-10-21T08:00:00.000Z')
  // Sunday: 01:30 summer time, then 01:30 winter time an hour later, and 23:30.
  await meeting('summer', a.id, '2026-10-25T00:30:00.000Z')
  await meeting('winter', a.id, '2026-10-25T01:30:00.000Z', 'cancelled')
  await meeting('sunday', a.id, '2026-10-25T23:30:00.000Z')
  await meeting('after', a.id, '2026-10-26T00:00:00.000Z') // next Monday 00:00
  await meeting('kyiv', b.id, '2026-10-20T07:00:00.000Z')
})

type Result = Awaited<ReturnType<typeof agenda>>
const byDay = (result: Result) =>
  Object.fromEntries(result.days.map((day) => [day.date, day.meetings.map((m) => m.id)]))
const week = (days: Record<string, unknown[]>) => ({
  '2026-10-19': [],
  '2026-10-20': [],
  '2026-10-21': [],
  '2026-10-22': [],
  '2026-10-23': [],
  '2026-10-24': [],
  '2026-10-25': [],
  ...days,
})

describe('the agenda of meetings', () => {
  it('this week by default, Monday to Sunday in the account’s zone; a day; a bad date', () => {
    expect(agendaPeriod({}, 'Europe/Lisbon', now)).toMatchObject({
      view: 'week',
      date: '2026-10-22',
      days: Object.keys(week({})),
      previous: '2026-10-12',
      next: '2026-10-26',
      today: '2026-10-22',
    })
    const sunday = agendaPeriod({ view: 'day', date: '2026-10-25' }, 'Europe/Lisbon', now)
    expect(sunday).toMatchObject({
      days: ['2026-10-25'],
      previous: '2026-10-24',
      next: '2026-10-26',
    })
    // The day of the change is 25 hours long.
    expect(sunday.end.toMillis() - sunday.start.toMillis()).toBe(25 * 3600_000)
    expect(agendaPeriod({ date: '2026-10-25' }, 'Europe/Lisbon', now).days[0]).toBe('2026-10-19')
    expect(agendaPeriod({ date: '2026-13-40' }, 'Europe/Lisbon', now).date).toBe('2026-10-22')
    expect(agendaPeriod({ date: 'yesterday' }, null, now).date).toBe('2026-10-22')
  })

  it('a salesperson: their own meetings by their day, in time order, whatever they ask for', async () => {
    const result = await agenda(payload, lisbon, { salesperson: String(kyiv.id) }, now)
    expect(result).toMatchObject({
      zone: 'Europe/Lisbon',
      choosing: false,
      salespeople: [],
      salesperson: String(lisbon.id),
    })
    expect(byDay(result)).toEqual(
      week({
        '2026-10-19': [ids.monday],
        '2026-10-21': [ids.wedEarly, ids.wedLate],
        '2026-10-25': [ids.summer, ids.winter, ids.sunday],
      }),
    )
    const sunday = result.days[6]!.meetings
    expect(sunday.map((m) => [m.status, m.cancelled, m.salesperson])).toEqual([
      ['booked', false, null],
      ['cancelled', true, null],
      ['booked', false, null],
    ])
    expect(sunday[0]).toMatchObject({ name: 'Visitor summer', company: 'Company summer' })
  })

  it('the same instants by a UTC account’s days', async () => {
    const utc = { ...admin, timeZone: null } as DashboardUser
    const result = await agenda(payload, utc, { view: 'day', date: '2026-10-18' }, now)
    expect(byDay(result)).toEqual({ '2026-10-18': [ids.before, ids.monday] })
  })

  it('an admin: everyone’s with the salesperson named, or one chosen from the salespeople', async () => {
    const everyone = await agenda(payload, admin, {}, now)
    expect(everyone.choosing).toBe(true)
    expect(everyone.salesperson).toBeNull()
    expect(everyone.salespeople).toEqual([
      { id: String(kyiv.id), name: 'Agendakv' },
      { id: String(lisbon.id), name: 'Agendalx' },
    ])
    expect(byDay(everyone)['2026-10-20']).toEqual([ids.kyiv])
    expect(byDay(everyone)['2026-10-25']).toEqual([ids.summer, ids.winter, ids.sunday])
    expect(everyone.days[1]!.meetings[0]!.salesperson).toBe('Agendakv')

    const chosen = await agenda(payload, admin, { salesperson: String(kyiv.id) }, now)
    expect(chosen.salesperson).toBe(String(kyiv.id))
    expect(byDay(chosen)).toEqual(week({ '2026-10-20': [ids.kyiv] }))
    expect(chosen.days[1]!.meetings[0]!.salesperson).toBeNull()

    // Someone who is not a salesperson: everyone again.
    const unknown = await agenda(payload, admin, { salesperson: String(editor.id) }, now)
    expect(unknown.salesperson).toBeNull()
  })
})

describe('the agenda view', () => {
  it('renders each day with its meetings, the offsets, the statuses and the links', async () => {
    const result = await agenda(payload, lisbon, {}, now)
    const html = renderToStaticMarkup(
      AgendaContent({
        data: result,
        t: backofficeT(
          (await initI18n({ config: payload.config.i18n, context: 'api', language: 'pt' })).t,
        ),
        language: 'pt',
        adminRoute: '/admin',
      }),
    )
    expect(html).toContain('<h1')
    expect(html).toContain('Agenda de reuniões')
    expect(html).toContain('Horas em Europe/Lisbon')
    expect(html).toContain('19–25 de outubro de 2026')
    expect(html).toMatch(/<h2 id="agenda-day-2026-10-25"[^>]*>domingo, 25 de outubro<\/h2>/)
    expect(html).toMatch(/<h2 id="agenda-day-2026-10-19"[^>]*>segunda-feira, 19 de outubro<\/h2>/)
    // Tuesday has nothing of theirs (the Kyiv meeting is someone else's).
    const tuesday = section(html, '2026-10-20')
    expect(tuesday).toContain('Sem reuniões.')
    expect(tuesday).not.toContain('Visitor kyiv')
    const sunday = section(html, '2026-10-25')
    // 01:30 twice, an hour apart: the offsets tell them apart (the first ends at the change).
    expect(row(sunday, ids.summer)).toMatch(/01:30 GMT\+1 – 01:00 GMT/)
    expect(row(sunday, ids.winter)).toMatch(/01:30–02:00 GMT(\+0)?</)
    expect(row(sunday, ids.winter)).toContain('Cancelada')
    expect(row(sunday, ids.winter)).toMatch(/class="[^"]*struck/)
    expect(row(sunday, ids.sunday)).toContain(`href="/admin/collections/bookings/${ids.sunday}"`)
    expect(row(sunday, ids.sunday)).toContain('Marcada')
    expect(sunday.indexOf('Visitor summer')).toBeLessThan(sunday.indexOf('Visitor winter'))
    expect(html).toContain('<th scope="col">Hora</th>')
    expect(html).toContain('href="/admin/agenda?view=week&amp;date=2026-10-12"')
    expect(html).toContain('(12–18 de outubro de 2026)')
    expect(html).toContain('href="/admin/agenda?view=week&amp;date=2026-10-26"')
    expect(html).toContain('href="/admin/agenda?view=week">Hoje</a>')
    expect(html).toContain('href="/admin/agenda?view=day&amp;date=2026-10-22"')
    // A salesperson chooses nobody.
    expect(html).not.toContain('<select')
  })

  it('the view: login without a session, 403 for other roles, the agenda for an admin', async () => {
    const props = async (user: DashboardUser | null, language: 'en' | 'uk', query = {}) =>
      ({
        initPageResult: {
          req: {
            user,
            payload,
            i18n: await initI18n({ config: payload.config.i18n, context: 'api', language }),
          },
        },
        params: {},
        searchParams: query,
      }) as never
    await expect(AgendaView(await props(null, 'en'))).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_REDIRECT;replace;/admin/login?redirect='),
    })
    // `experimental.authInterrupts` (next.config) sets this in the app.
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true'
    await expect(AgendaView(await props(editor, 'en'))).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;403',
    })
    delete process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS

    const query = { view: 'day', date: '2026-10-25', salesperson: String(lisbon.id) }
    const html = renderToStaticMarkup(await AgendaView(await props(admin, 'uk', query)))
    expect(html).toContain('Розклад зустрічей')
    expect(html).toContain('неділя, 25 жовтня')
    expect(html).toContain('Скасовано')
    expect(html).toContain('Попередній <span')
    expect(html).toContain('(субота, 24 жовтня 2026 р.)')
    expect(html).toMatch(/<option value="[^"]+" selected="">Agendalx<\/option>/)
    expect(html).toContain('<label for="agenda-salesperson">Менеджер з продажу</label>')
    expect(html).toMatch(/<form [^>]*action="\/admin\/agenda" method="get">/)
    expect(html).not.toContain('Visitor kyiv')
  })
})

/** One day's section of the rendered agenda. */
function section(html: string, date: string): string {
  const start = html.indexOf(`data-agenda-day="${date}"`)
  const end = html.indexOf('</section>', start)
  return html.slice(start, end)
}

function row(html: string, id: number | string | undefined): string {
  const start = html.indexOf(`data-meeting="${id}"`)
  return html.slice(start, html.indexOf('</tr>', start))
}
