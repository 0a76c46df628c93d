/**
 * CSV for the back-office export: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8, and
 * cells that would start a formula (=, +, -, @, tab, CR) prefixed with an apostrophe (CSV
 * injection). A phone number or a signed number ("+351 912 345 678", "-5") is written as it is:
 * made of digits, spaces and ( ) . - only, it can name no function, cell or program.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-][\d\s().-]*\d[\d\s().-]*$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A column of an export: its header and how a row's cell is read. */
export type CsvColumn = { header: string; value: (row: Record<string, unknown>) => unknown }

export function toCsvTable(columns: CsvColumn[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** Columns named by their paths (`delivery.state`), cells read raw. */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return toCsvTable(
    columns.map((path) => ({ header: path, value: (row) => pick(row, path) })),
    rows,
  )
}

/** `delivery.state` style paths into nested records. */
export function pick(row: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      row,
    )
}
