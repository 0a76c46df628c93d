import type { Locale } from '@/i18n/locales'

import type { MarketDefaults } from './model'

/**
 * The calculator's markets as the site ships them: what a market without a row in the back office
 * (`payback-calculator` global) uses, and what the seed writes there. Typical figures of each
 * market (2026): public tariffs, commercial energy prices, hardware with installation, platform and
 * connectivity fees, CO₂ avoided per kWh against a petrol car on that grid.
 */
export const builtInMarkets: Record<Locale, MarketDefaults> = {
  en: {
    name: 'Europe',
    currency: 'EUR',
    driverPrice: 0.45,
    energyCost: 0.2,
    hoursPerDay: 3,
    unitCost: { ac7: 1200, ac11: 1500, ac22: 2500, dc50: 30000, dc120: 65000 },
    monthlyFeePerCharger: 25,
    co2KgPerKwh: 0.45,
  },
  my: {
    name: 'Malaysia',
    currency: 'MYR',
    driverPrice: 1.3,
    energyCost: 0.45,
    hoursPerDay: 3,
    unitCost: { ac7: 5000, ac11: 6500, ac22: 10000, dc50: 120000, dc120: 250000 },
    monthlyFeePerCharger: 100,
    co2KgPerKwh: 0.2,
  },
  pt: {
    name: 'Portugal',
    currency: 'EUR',
    driverPrice: 0.4,
    energyCost: 0.18,
    hoursPerDay: 3,
    unitCost: { ac7: 1200, ac11: 1500, ac22: 2500, dc50: 30000, dc120: 65000 },
    monthlyFeePerCharger: 25,
    co2KgPerKwh: 0.55,
  },
  ua: {
    name: 'Ukraine',
    currency: 'UAH',
    driverPrice: 15,
    energyCost: 7,
    hoursPerDay: 3,
    unitCost: { ac7: 45000, ac11: 55000, ac22: 90000, dc50: 1100000, dc120: 2400000 },
    monthlyFeePerCharger: 800,
    co2KgPerKwh: 0.4,
  },
}
