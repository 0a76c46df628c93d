'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { localeCookie } from '@/i18n/locales'

type Option = { locale: string; label: string; tag: string }

/**
 * The 404 page's route segment (`notFoundPath` of the page list, not imported: it would bring the
 * whole list into the browser's bundle).
 */
const notFoundSegment = 'page-not-found'

function storeChoice(locale: string) {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${localeCookie.name}=${locale}; max-age=${localeCookie.maxAge}; path=${localeCookie.path}; samesite=${localeCookie.sameSite}${secure}`
}

/**
 * Links to the current page in each language the content dictionary offers, query string included
 * (the pay and session pages need their station and connector); choosing one stores it in the
 * locale cookie (365 days) that `/` reads next time. Esc closes the open list and returns focus to
 * its button.
 *
 * On the 404 page it links to each language's home instead: every unknown path gets that one page,
 * rendered once and shared, so a link made from the address it was rendered for would show one
 * visitor's path to the next (and the path exists in no language anyway).
 */
export function LanguageSwitcher({
  current,
  options,
  label,
}: {
  current: string
  options: Option[]
  label: string
}) {
  const pathname = usePathname() ?? `/${current}`
  const notFound = useSelectedLayoutSegments()[0] === notFoundSegment
  const rest = notFound ? '' : pathname.replace(/^\/[^/]+/, '')
  // The query is read from the address bar rather than useSearchParams(), which would make every
  // page that renders the header opt out of static rendering; it is refreshed on each navigation
  // and again when the list opens (a filter may have changed the query since).
  const [search, setSearch] = useState('')
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the address bar exists only after hydration
  useEffect(() => setSearch(location.search), [pathname])
  const details = useRef<HTMLDetailsElement>(null)
  const currentOption = options.find((o) => o.locale === current)

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !details.current?.open) return
    event.preventDefault()
    details.current.open = false
    details.current.querySelector('summary')?.focus()
  }

  return (
    <details
      ref={details}
      className="language-switcher"
      onKeyDown={closeOnEscape}
      onToggle={() => setSearch(location.search)}
    >
      <summary aria-label={`${label}: ${currentOption?.label ?? current}`}>
        {currentOption?.label ?? current.toUpperCase()}
      </summary>
      <ul>
        {options.map((option) => (
          <li key={option.locale}>
            {/* A plain <a>: a full page load re-renders the layout in the new language. */}
            <a
              href={notFound ? `/${option.locale}` : `/${option.locale}${rest}${search}`}
              onClick={() => storeChoice(option.locale)}
              hrefLang={option.tag}
              lang={option.tag}
              aria-current={option.locale === current ? 'true' : undefined}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
