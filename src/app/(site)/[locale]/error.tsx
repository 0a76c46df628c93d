'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { useClientMessages } from '@/features/site/client/ClientMessages'
import { reportClientError } from '@/lib/monitoring/report-client'

/** The error page: the title is the message (default 'Error'); the visitor can retry or go home. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useClientMessages()
  const { locale } = useParams<{ locale: string }>()
  // Server errors were reported by the server already (they carry a digest); client ones are
  // reported here.
  useEffect(() => {
    if (!error.digest) reportClientError(error)
  }, [error])
  // Server errors reach the browser without their message (Next hides it); client errors keep
  // theirs.
  const title = error.digest || !error.message ? t('errors.error') : error.message
  return (
    <div className="container error-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{t('errors.generic')}</p>
      <p className="error-page__actions">
        <button type="button" className="button button--primary" onClick={reset}>
          {t('errors.tryAgain')}
        </button>
        <a href={`/${locale ?? ''}`} className="button">
          {t('errors.backHome')}
        </a>
      </p>
    </div>
  )
}
