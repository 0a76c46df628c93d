'use client'

import { usePathname } from 'next/navigation'

type Option = { locale: string; label: string; tag: string }

/**
 * Links to the current page in each language the content dictionary offers. Plain links: the
 * server stores the new choice in the locale cookie when the visitor arrives.
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
            <a href={`/${option.locale}${rest}`} hrefLang={option.tag} lang={option.tag} aria-current={option.locale === current ? 'true' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
