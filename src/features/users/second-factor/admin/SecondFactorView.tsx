import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { sf } from '@/i18n/backoffice/screens/second-factor'
import { adminDate } from '@/lib/admin-fields/dates'

import { recoveryCodesLeft } from '../renew'
import { storedUser } from '../sessions'
import { RenewCodes } from './RenewCodes'
import { BackOfficeFrame } from '@/features/backoffice/admin/BackOfficeFrame'

type T = (key: string, vars?: Record<string, unknown>) => string

/** "3 recovery codes left", by the language's plural rules (Payload's own rule knows no `few`). */
export function codesLeftText(t: T, language: string, count: number): string {
  const category = new Intl.PluralRules(language).select(count)
  const key = (['one', 'few', 'many'].includes(category) ? category : 'other') as
    'one' | 'few' | 'many' | 'other'
  return t(sf(`codesLeft_${key}`), { count })
}

/**
 * `/admin/second-factor`: the account's own second factor inside the back office's frame: since
 * when it is set up, how many recovery codes are left, and new codes after the password and an
 * app's code. Custom views are reachable without a session, so this one checks it.
 */
export async function SecondFactorView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user)
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/second-factor`)}`)
  const t = req.i18n.t as T
  const user = await storedUser(req.payload, req.user.id)
  const enrolled = Boolean(user?.totpSecret)
  const left = enrolled ? await recoveryCodesLeft(req.payload, req.user.id) : 0
  const since = user?.secondFactorEnabledAt ? adminDate(user.secondFactorEnabledAt, req.i18n) : null
  return (
    <BackOfficeFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1 style={{ margin: '2rem 0 1rem' }}>{t(sf('screenTitle'))}</h1>
      <p>{t(sf('screenIntro'), { account: req.user.email })}</p>
      <p data-second-factor="since">
        {since ? t(sf('enrolledOn'), { date: since }) : t(sf('notEnrolled'))}
      </p>
      {enrolled ? (
        <>
          <p data-second-factor="codes-left">
            <strong>{codesLeftText(t, req.i18n.language, left)}</strong>
          </p>
          <RenewCodes account={req.user.email} />
        </>
      ) : null}
      <p style={{ marginTop: '2rem' }}>
        <a href={`${adminRoute}/account`}>{t(sf('backToAccount'))}</a>
      </p>
    </BackOfficeFrame>
  )
}
