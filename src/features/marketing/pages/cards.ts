import { driverKeys, kpiKeys, migrationKeys, offeringKeys, sectorKeys } from '../home-content'
import type { MarketingT } from './start'

/**
 * Lists several pages build from the marketing messages: the app buttons' labels, and the cards
 * and figures the business and drivers pages share with the home page's built-in texts.
 */
export const appLabels = (t: MarketingT) => ({
  appStore: t('common.appStore'),
  googlePlay: t('common.googlePlay'),
})

export const offeringCards = (t: MarketingT) =>
  offeringKeys.map((k) => ({
    key: k,
    title: t(`home.offering.${k}.title`),
    text: t(`home.offering.${k}.text`),
  }))
export const migrationCards = (t: MarketingT) =>
  migrationKeys.map((k) => ({
    key: k,
    title: t(`home.migration.${k}.title`),
    text: t(`home.migration.${k}.text`),
  }))
export const kpiStats = (t: MarketingT) =>
  kpiKeys.map((k) => ({
    key: k,
    value: t(`home.kpis.${k}.value`),
    label: t(`home.kpis.${k}.label`),
  }))
export const driverCards = (t: MarketingT) =>
  driverKeys.map((k) => ({
    key: k,
    title: t(`home.drivers.${k}.title`),
    text: t(`home.drivers.${k}.text`),
  }))
export const sectorNames = (t: MarketingT) => sectorKeys.map((k) => t(`home.sectors.${k}`))
