/**
 * The one money format of the site, on the server and in the browser alike. The currency is shown by
 * its narrow symbol (₴, €, RM): with the plain `symbol` display, Node's ICU and Chromium's disagree
 * for the hryvnia in Ukrainian ("₴" against "грн"), which broke hydration of every page that renders
 * a price on both sides. The narrow symbols are the same in both and unambiguous for our currencies.
 */
export function moneyFormat(localeTag: string, currency: string, options: Omit<Intl.NumberFormatOptions, 'style' | 'currency' | 'currencyDisplay'> = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(localeTag, { ...options, style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
}
