import type { ComponentType, ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { pagePaths, type PageKey } from './pages'

/**
 * A list of links to static pages, each named by its navigation label (`nav.<key>`), in the link
 * component given.
 */
export function PageLinks({
  locale,
  keys,
  label,
  Link,
}: {
  locale: Locale
  keys: PageKey[]
  label: (key: PageKey) => string
  Link: ComponentType<{ href: string; children: ReactNode }>
}) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <Link href={`/${locale}${pagePaths[key]}`}>{label(key)}</Link>
        </li>
      ))}
    </ul>
  )
}
