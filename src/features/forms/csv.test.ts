import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [null, ''],
    [42, '42'],
  ])('quotes separators, quotes and line breaks: %j', (value, cell) =>
    expect(csvCell(value)).toBe(cell),
  )

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+', "'+"],
  ])('defuses spreadsheet formulas: %s', (value, cell) => expect(csvCell(value)).toBe(cell))

  it.each(['+351912345678', '+351 912 345 678', '+1 (555) 010-9999', '-5', '-0.5'])(
    'writes a phone number or a signed number as it is: %s',
    (value) => expect(csvCell(value)).toBe(value),
  )

  it('writes a header, nested columns and CRLF rows with a BOM', () => {
    const csv = toCsv(
      ['email', 'delivery.state'],
      [{ email: 'a@example.com', delivery: { state: 'delivered' } }, { email: 'b@example.com' }],
    )
    expect(csv).toBe('\uFEFFemail,delivery.state\r\na@example.com,delivered\r\nb@example.com,\r\n')
  })
})
