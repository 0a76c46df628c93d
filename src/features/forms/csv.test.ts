import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('CSV export', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+351912345678')).toBe("'+351912345678")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('writes a header, nested columns and CRLF rows with a BOM', () => {
    const csv = toCsv(['email', 'delivery.state'], [{ email: 'a@example.com', delivery: { state: 'delivered' } }, { email: 'b@example.com' }])
    expect(csv).toBe('\uFEFFemail,delivery.state\r\na@example.com,delivered\r\nb@example.com,\r\n')
  })
})
