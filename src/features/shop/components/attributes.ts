/** How a category attribute reads on the page: number and unit, phase in words. */
type T = (key: string, values?: Record<string, string | number>) => string

const units: Record<string, string> = {
  powerKw: 'kw',
  lengthM: 'm',
  batteryKw: 'kw',
  powerHp: 'hp',
  rangeKm: 'km',
  maxSpeedKmh: 'kmh',
}

export function attributeValue(
  t: T,
  key: string,
  value: string | number,
  numberFormat: Intl.NumberFormat,
): string {
  if (key === 'phase') return t(value === '3' ? 'phases.three' : 'phases.one')
  const unit = units[key]
  return unit && typeof value === 'number'
    ? t(`units.${unit}`, { value: numberFormat.format(value) })
    : String(value)
}
