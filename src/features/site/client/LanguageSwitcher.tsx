'use client'

import { usePathname } from 'next/navigation'

import { localeCookie } from '@/i18n/locales'

type Option = { locale: string; label: string; tag: string }

function storeChoice(locale: string) {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${localeCookie.name}=${locale}; max-age=${localeCookie.maxAge}; path=${localeCookie.path}; samesite=${localeCookie.sameSite}${secure}`
}

/**
 * Links to the current page in each language the content dictionary offers; choosing one stores it
 * in the locale cookie (365 days) that `/` reads next time.
 */
export function LanguageSwitcher({ current, options, label }: { current: string; options: Option[]; label: string }) {
  const pathname = usePathname() ?? `/${current}`
  const rest = pathname.replace(/^\/[^/]+/, '')
  const currentOption = options.find((o) => o.locale === current)
  return (
    <details className="language-switcher">
      <summary aria-label={`${label}: ${currentOption?.label ?? current}`}>{currentOption?.label ?? current.toUpperCase()}</summary>
      <ul>
        {options.map((option) => (
          <li key={option.locale}>
            {/* A plain <a>: a full page load re-renders the layout in the new language. */}
            <a href={`/${option.locale}${rest}`} onClick={() => storeChoice(option.locale)} hrefLang={option.tag} lang={option.tag} aria-current={option.locale === current ? 'true' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
