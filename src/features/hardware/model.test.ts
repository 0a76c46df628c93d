import { describe, expect, it } from 'vitest'

import { matchesQuery, parseHardwareQuery, searchableOf, type ChargerModel } from './model'

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
})
