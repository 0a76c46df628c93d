'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import { backofficeT, bo } from '@/i18n/backoffice/keys'

/** The agenda of meetings in the sidebar, after the collections (sales and admins). */
export function AgendaLink() {
  const { user } = useAuth()
  const { config } = useConfig()
  const { t } = useTranslation()
  const pathname = usePathname()
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!roles.includes('admin') && !roles.includes('sales')) return null
  const href = `${config.routes.admin}/agenda`
  return (
    <a
      className="nav__link"
      href={href}
      aria-current={pathname === href ? 'page' : undefined}
      style={{ marginTop: '1rem' }}
    >
      <span className="nav__link-label">{backofficeT(t)(bo('agendaTitle'))}</span>
    </a>
  )
}
