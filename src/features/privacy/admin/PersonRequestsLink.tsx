'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import { backofficeT } from '@/i18n/backoffice/keys'
import { pv } from '@/i18n/backoffice/screens/privacy'

/** The person-request screen in the sidebar, after the collections (admins only). */
export function PersonRequestsLink() {
  const { user } = useAuth()
  const { config } = useConfig()
  const { t } = useTranslation()
  const pathname = usePathname()
  if (!(user as { roles?: string[] } | null)?.roles?.includes('admin')) return null
  const href = `${config.routes.admin}/person-requests`
  return (
    <a
      className="nav__link"
      href={href}
      aria-current={pathname === href ? 'page' : undefined}
      style={{ marginTop: '1rem' }}
    >
      <span className="nav__link-label">{backofficeT(t)(pv('title'))}</span>
    </a>
  )
}
