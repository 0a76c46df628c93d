/**
 * Query parameters that say how a visitor arrived (campaign tags, ad networks' click ids) and never
 * change what a page shows: a page is served from the page cache with them (`twinRoute`), and the
 * browser reads them when a form is sent (src/features/forms/arrival.ts).
 */
export const clickIdParameters = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'li_fat_id',
  'twclid',
  'yclid',
] as const

export const isCampaignParameter = (key: string): boolean =>
  key.startsWith('utm_') || (clickIdParameters as readonly string[]).includes(key)
