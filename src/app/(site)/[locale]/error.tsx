'use client'

import { useParams } from 'next/navigation'

import { useClientMessages } from '@/features/site/client/ClientMessages'

/** The error page: the title is the message (default 'Error'); the visitor can retry or go home. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useClientMessages()
  const { locale } = useParams<{ locale: string }>()
  // Server errors reach the browser without their message (Next hides it); client errors keep theirs.
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
