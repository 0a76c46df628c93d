import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { backofficeT } from '@/i18n/backoffice/keys'
import { hasRole } from '@/access'
import { countryOptions } from '@/features/forms/schemas'

import { pv } from '@/i18n/backoffice/screens/privacy'
import { PersonRequests } from './PersonRequests'
import { BackOfficeFrame } from '@/features/backoffice/admin/BackOfficeFrame'

/**
 * `/admin/person-requests`: an admin finds everything held about a person by e-mail, phone and name,
 * exports it (JSON or CSV) and erases or anonymises it after a confirmation (endpoints.ts does the
 * work and the audit). Custom views are reachable without a session, so this one checks it: no
 * session → login, another role → a refusal.
 */
export function PersonRequestsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user)
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/person-requests`)}`)
  const t = backofficeT(req.i18n.t)
  const language = req.i18n.language
  return (
    <BackOfficeFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1 style={{ margin: '2rem 0 1rem' }}>{t(pv('title'))}</h1>
      {hasRole(req) ? (
        <>
          <p>{t(pv('intro'))}</p>
          <p>{t(pv('audited'))}</p>
          <PersonRequests
            countries={countryOptions(language).map(({ code, name }) => ({ code, name }))}
          />
        </>
      ) : (
        <p role="alert">{t(pv('notAllowed'))}</p>
      )}
    </BackOfficeFrame>
  )
}
