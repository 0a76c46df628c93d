import { Button } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { backofficeT, bo } from '@/i18n/backoffice/keys'
import { BackOfficeFrame } from './BackOfficeFrame'

/**
 * What a role is refused (`not-allowed.ts`): said as a refusal in the admin's language, with the
 * way back, inside the back office's frame. The admin page route answers it with status 403.
 */
export function NotAllowedView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  // Custom views are reachable without a session: none here means the login.
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login`)
  const t = backofficeT(req.i18n.t)
  return (
    <BackOfficeFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <div data-not-allowed style={{ margin: '2rem 0' }}>
        <h1>{t(bo('notAllowedTitle'))}</h1>
        <p>{t(bo('notAllowedText'))}</p>
        <Button el="link" to={req.payload.config.routes.admin} buttonStyle="secondary">
          {t(bo('backToDashboard'))}
        </Button>
      </div>
    </BackOfficeFrame>
  )
}
