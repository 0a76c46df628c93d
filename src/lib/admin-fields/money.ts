import { moneyFormat, numberFormat } from '@/i18n/format'

/**
 * An amount with its currency in the back office's language ("749,00 €", "RM 3,000.00"), in the
 * site's one money format: a list of bare numbers does not say whether 749 is euros or ringgit.
 * Without a known currency, the number alone.
 */
export function money(amount: number, currency: string | null | undefined, language: string) {
  // The back office's Portuguese is Portugal's ("Palavra-passe"): "749,00 €", not "€ 749,00".
  const tag = language === 'pt' ? 'pt-PT' : language === 'uk' ? 'uk' : 'en'
  if (currency && /^[A-Za-z]{3}$/.test(currency))
    return moneyFormat(tag, currency.toUpperCase()).format(amount)
  return numberFormat(tag).format(amount)
}
