'use client'

import {
  Button,
  toast,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'

/**
 * "Retry now" for a record whose delivery failed: asks the server (POST /api/delivery/retry) to
 * queue it again and deliver it at once, then says how it went and refreshes the page.
 */
export function RetryDeliveryButton({
  collection,
  id,
}: {
  collection: string
  id: number | string
}) {
  const { config } = useConfig()
  const { t: translate } = useTranslation()
  const t = backofficeT(translate)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  async function retry() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`${config.routes.api}/delivery/retry`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection, id }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        outcome?: string
        error?: { message?: string }
      }
      let text: string
      if (!response.ok)
        text = t('backoffice:retryError', { error: body.error?.message ?? response.status })
      else if (body.outcome === 'delivered') text = t('backoffice:retryDelivered')
      else if (body.outcome === 'failed' || body.outcome === 'retrying')
        text = t('backoffice:retryFailedAgain', { error: body.outcome })
      else text = t('backoffice:retryQueued')
      setMessage(text)
      // "Queued" is not a failure: the scheduler claimed the record first and delivers it.
      if (response.ok && (body.outcome === 'delivered' || body.outcome === 'queued'))
        toast.success(text)
      else toast.error(text)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <span data-retry={`${collection}/${id}`}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={retry}>
        {busy ? t('backoffice:retrying') : t('backoffice:retryNow')}
      </Button>
      <span role="status" aria-live="polite" style={{ marginLeft: '0.5rem' }}>
        {message}
      </span>
    </span>
  )
}

/**
 * In a record's sidebar: the same button, shown to sales and admins while the delivery is failed.
 */
export function RetryDeliveryField() {
  const { id, collectionSlug } = useDocumentInfo()
  const { user } = useAuth()
  const state = useFormFields(([fields]) => fields['delivery.state']?.value)
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (
    state !== 'failed' ||
    !id ||
    !collectionSlug ||
    !roles.some((r) => r === 'sales' || r === 'admin')
  )
    return null
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <RetryDeliveryButton collection={collectionSlug} id={id} />
    </div>
  )
}
