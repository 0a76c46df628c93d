'use client'

import { useEffect } from 'react'

import { reportClientError } from '@/lib/monitoring/report-client'

/**
 * Shown only when the error page itself fails (the whole layout is gone, messages included), so the
 * one sentence it needs is inlined here per locale.
 */
const text: Record<string, [string, string]> = {
  en: ['An error occurred while showing the error page', 'Go to the home page'],
  my: ['An error occurred while showing the error page', 'Go to the home page'],
  pt: ['Ocorreu um erro ao mostrar a página de erro', 'Ir para a página inicial'],
  ua: ['Під час показу сторінки помилки сталася помилка', 'Перейти на головну сторінку'],
}
const langs: Record<string, string> = { en: 'en', my: 'en-MY', pt: 'pt', ua: 'uk' }

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (!error.digest) reportClientError(error)
  }, [error])
  const locale = typeof location === 'undefined' ? 'en' : (location.pathname.split('/')[1] ?? 'en')
  const [message, home] = text[locale] ?? text.en!
  return (
    <html lang={langs[locale] ?? 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <title>{message}</title>
        <h1>{message}</h1>
        <p>
          <a href={`/${text[locale] ? locale : 'en'}`}>{home}</a>
        </p>
      </body>
    </html>
  )
}
