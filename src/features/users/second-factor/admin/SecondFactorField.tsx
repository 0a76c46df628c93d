'use client'

import {
  Button,
  toast,
  useAuth,
  useConfig,
  useDocumentInfo,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { sf } from '@/i18n/backoffice/screens/second-factor'
import { adminDate } from '@/lib/admin-fields/dates'

type T = (key: string, vars?: Record<string, unknown>) => string

/**
 * In an account's sidebar: whether (and since when) it has a second factor, on one's own account a
 * link to its screen (codes left, new recovery codes); for admins, "Reset
 * second factor" (a lost phone), after a confirmation. The server checks the role again and audits
 * the reset.
 */
export function SecondFactorField({ path }: { path: string }) {
  const { value } = useField<string | null>({ path })
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const { t: translate, i18n } = useTranslation()
  const t = translate as T
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const isAdmin = Boolean((user as { roles?: string[] } | null)?.roles?.includes('admin'))

  async function reset() {
    const response = await fetch(`${config.routes.api}/users/${id}/second-factor/reset`, {
      method: 'POST',
      credentials: 'include',
    })
    setAsking(false)
    if (response.ok) {
      toast.success(t(sf('resetDone')))
      router.refresh()
    } else toast.error(String(response.status))
  }

  const date = value ? adminDate(value, i18n) : null
  return (
    <div className="field-type" data-second-factor="field" style={{ marginBottom: '1.5rem' }}>
      <span className="field-label">{t(sf('fieldLabel'))}</span>
      <p>{date ? t(sf('enrolledOn'), { date }) : t(sf('notEnrolled'))}</p>
      {value && id && String(user?.id) === String(id) ? (
        <p>
          <a href={`${config.routes.admin}/second-factor`} data-second-factor="manage">
            {t(sf('manageCodes'))}
          </a>
        </p>
      ) : null}
      {isAdmin && value && id ? (
        asking ? (
          <div role="alertdialog" aria-label={t(sf('reset'))}>
            <p>{t(sf('resetConfirm'))}</p>
            <Button buttonStyle="primary" size="small" onClick={reset}>
              {t(sf('reset'))}
            </Button>
            <Button buttonStyle="secondary" size="small" onClick={() => setAsking(false)}>
              {t('general:cancel')}
            </Button>
          </div>
        ) : (
          <Button buttonStyle="secondary" size="small" onClick={() => setAsking(true)}>
            {t(sf('reset'))}
          </Button>
        )
      ) : null}
    </div>
  )
}
