import { describe, expect, it } from 'vitest'

import { auditDetails, type CollectionName } from './details'

const names: Record<string, [string, string]> = {
  leads: ['Lead', 'Leads'],
  orders: ['Order', 'Orders'],
}
const name: CollectionName = (slug, count) => names[slug]?.[count === 1 ? 0 : 1] ?? slug

describe("an audit entry's details as lines", () => {
  it('names records by their collection and id, counts by collection, in the reader’s words', () => {
    expect(
      auditDetails(
        {
          erased: { leads: 2, orders: 1 },
          anonymised: {},
          records: [
            { collection: 'leads', id: 3 },
            { collection: 'leads', id: 7 },
            { collection: 'orders', id: 12 },
          ],
          leftOut: 1,
          confirmed: [],
        },
        'en',
        name,
      ),
    ).toEqual([
      { label: 'Erased', value: 'Leads 2, Order 1' },
      { label: 'Anonymised', value: 'none' },
      { label: 'Records', value: 'Leads 3, 7; Order 12' },
      { label: 'Left out (marked for a check, not confirmed)', value: '1' },
      { label: 'Confirmed by name although marked for a check', value: 'none' },
    ])
  })

  it('counts what else was searched by Ukrainian plural rules, and names roles', () => {
    expect(auditDetails({ linked: { emails: 1, phones: 3, names: 5 } }, 'uk', name)).toEqual([
      {
        label: 'Також шукали, за знайденими записами',
        value: '1 адреса e-mail, 3 номери телефону, 5 імен',
      },
    ])
    expect(auditDetails({ from: ['editor'], to: ['editor', 'sales'] }, 'pt', name)).toEqual([
      { label: 'Funções antes', value: 'editor' },
      { label: 'Funções depois', value: 'editor, vendas' },
    ])
  })

  it('keeps what it does not know under "Other", and says nothing of no details', () => {
    expect(auditDetails({ reason: 'x' }, 'en', name)).toEqual([
      { label: 'Other', value: 'reason: "x"' },
    ])
    expect(auditDetails(null, 'en', name)).toEqual([])
  })
})
