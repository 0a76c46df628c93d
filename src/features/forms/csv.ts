/**
 * CSV for the back-office export: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8, and
 * cells that would start a formula (=, +, -, @, tab, CR) prefixed with an apostrophe (CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(pick(row, column))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** `delivery.state` style paths into nested records. */
function pick(row: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row)
}
