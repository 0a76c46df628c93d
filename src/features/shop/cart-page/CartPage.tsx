import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { captchaClientConfig } from '@/features/forms/captcha'
import { sendingStrings } from '@/features/forms/strings'
import { PageHeader } from '@/features/site/PageHeader'
import { pagePaths } from '@/features/site/pages'
import { localeTags, type Locale } from '@/i18n/locales'

import { CartView } from './CartView'
import { ShopRules } from '../components/ShopRules'
import { getMarket } from '../queries'

/** The cart page (`shopCart`): the cart's and the order form's JavaScript load on this page only. */
export async function CartPage({ locale }: { locale: Locale }) {
  const [t, forms, errors, market, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'shop' }),
    getTranslations({ locale, namespace: 'forms' }),
    getTranslations({ locale, namespace: 'errors' }),
    getMarket(locale),
    getSiteSettings(locale),
  ])
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="shopCart" />
      <CartView
        locale={locale}
        localeTag={localeTags[locale]}
        currency={market.currency}
        storageKey={market.cartStorageKey}
        labels={t.raw('client') as Record<string, string>}
        // The order form is sent like every form: its messages are the forms' own.
        sendingStrings={sendingStrings(forms, errors('generic'))}
        appLinks={settings.appLinks}
        privacyHref={`/${locale}${pagePaths.privacyPolicy}`}
        shopHref={`/${locale}${pagePaths.shop}`}
        captcha={captchaClientConfig()}
      />
      <ShopRules locale={locale} />
    </div>
  )
}
