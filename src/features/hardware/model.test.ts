import { describe, expect, it } from 'vitest'

import {
  checkHardwareApiQuery,
  hardwareQueryString,
  isSearch,
  matchesQuery,
  meetingHref,
  pageOf,
  pageSize,
  parseHardwareQuery,
  parsePage,
  searchableOf,
  type ChargerModel,
} from './model'

const terra: ChargerModel = {
  id: '1',
  manufacturer: 'ABB',
  model: 'Terra AC W22-T-RD-M-0',
  current: 'AC',
  powerKw: 22,
  connectors: ['type2Socket'],
  ocpp16: 'certified',
  ocpp201: 'no',
  works: [],
  notes: '',
}
const hyc: ChargerModel = {
  ...terra,
  id: '2',
  manufacturer: 'Alpitronic',
  model: 'hypercharger HYC300',
  current: 'DC',
  powerKw: 300,
  ocpp16: 'supported',
  ocpp201: 'supported',
}

describe('hardware search', () => {
  it('matches every typed word in manufacturer or model, case and accents aside', () => {
    const q = (text: string) => parseHardwareQuery({ q: text })
    expect(matchesQuery(searchableOf(terra), q('abb terra'))).toBe(true)
    expect(matchesQuery(searchableOf(terra), q('TÉRRA w22'))).toBe(true)
    expect(matchesQuery(searchableOf(terra), q('abb hyc'))).toBe(false)
    expect(matchesQuery(searchableOf(hyc), q(''))).toBe(true)
  })

  it('filters by OCPP version and power band, ignoring unknown values', () => {
    expect(parseHardwareQuery({ ocpp: '3.0', power: 'huge' })).toEqual({
      q: '',
      ocpp: '',
      power: '',
    })
    const both = [terra, hyc].map(searchableOf)
    const pick = (params: Record<string, string>) =>
      both.filter((m) => matchesQuery(m, parseHardwareQuery(params))).length
    expect(pick({ ocpp: '2.0.1' })).toBe(1)
    expect(pick({ ocpp: '1.6' })).toBe(2)
    expect(pick({ power: 'upTo22' })).toBe(1)
    expect(pick({ power: 'from100', ocpp: '1.6' })).toBe(1)
    expect(pick({ power: 'from23' })).toBe(0)
  })

  it('pages the matches, clamping a page past the end to the last one', () => {
    const matches = Array.from({ length: pageSize * 2 + 1 }, (_, i) => i)
    expect(pageOf(matches, 1)).toMatchObject({ total: 25, page: 1, pages: 3 })
    expect(pageOf(matches, 1).items).toHaveLength(pageSize)
    expect(pageOf(matches, 3).items).toEqual([pageSize * 2])
    expect(pageOf(matches, 99)).toMatchObject({ page: 3, items: [pageSize * 2] })
    expect(pageOf([], 2)).toMatchObject({ total: 0, page: 1, pages: 1, items: [] })
    expect([parsePage({ page: '2' }), parsePage({ page: '0' }), parsePage({ page: 'x' })]).toEqual([
      2, 1, 1,
    ])
    expect(parsePage(new URLSearchParams('page=1.5'))).toBe(1)
  })

  it('tells a search from the index and writes its address', () => {
    const q = parseHardwareQuery({ q: 'abb', power: 'from100' })
    expect(isSearch(q)).toBe(true)
    expect(isSearch(parseHardwareQuery({ q: '  ', ocpp: 'x' }))).toBe(false)
    expect(hardwareQueryString(q)).toBe('q=abb&power=from100')
    expect(hardwareQueryString(q, 2)).toBe('q=abb&power=from100&page=2')
  })

  it('checks the JSON search strictly, naming the parameter at fault', () => {
    const check = (qs: string) => checkHardwareApiQuery(new URLSearchParams(qs))
    expect(check('q=terra&ocpp=2.0.1&power=upTo22&page=2')).toEqual({
      ok: true,
      value: { query: { q: 'terra', ocpp: '2.0.1', power: 'upTo22' }, page: 2 },
    })
    expect(check('')).toEqual({
      ok: true,
      value: { query: { q: '', ocpp: '', power: '' }, page: 1 },
    })
    expect(check(`q=${'a'.repeat(101)}`)).toMatchObject({ ok: false, field: 'q' })
    expect(check('ocpp=3.0')).toMatchObject({ ok: false, field: 'ocpp' })
    expect(check('power=huge')).toMatchObject({ ok: false, field: 'power' })
    for (const page of ['0', '-1', '1.5', 'two', '', '10000000'])
      expect(check(`page=${page}`), page).toMatchObject({ ok: false, field: 'page' })
  })

  it("books a meeting about a model: the model as the plan, the page's interest and source", () => {
    const href = meetingHref('ua', 'ABB Terra AC W22-T-RD-M-0 & co')
    expect(href.startsWith('/ua/book-a-meeting?')).toBe(true)
    expect(Object.fromEntries(new URL(href, 'https://example.com').searchParams)).toEqual({
      source: 'hardware',
      plan: 'ABB Terra AC W22-T-RD-M-0 & co',
      interest: 'migrate_charging_network',
    })
  })
})
