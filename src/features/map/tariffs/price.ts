/**
 * What a driver pays at one connector before starting, from its OCPI tariff (prices in the tariff's
 * currency).
 */
export type PriceSummary = {
  currency: string
  /** Energy price per kWh, or null when the tariff has none. */
  perKwh: number | null
  /** Charging-time price per minute. */
  perMinute: number | null
  /** Flat fee per session. */
  startFee: number | null
  /** Parking/idle price per minute (OCPI PARKING_TIME). */
  idlePerMinute: number | null
  /** VAT rate in percent when the tariff states one. */
  vatPercent: number | null
  /** True when the amounts above include VAT. */
  includesVat: boolean
}
