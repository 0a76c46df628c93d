'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { hasConsent, initAnalytics, storeConsent } from './analytics'

type Props = { gtmId?: string; text: string; linkLabel: string; linkHref: string; acceptLabel: string; label: string }

/** The cookie notice: a fixed bar until consent is stored; consent then starts analytics. */
export function CookieNotice({ gtmId, text, linkLabel, linkHref, acceptLabel, label }: Props) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (hasConsent()) initAnalytics(gtmId)
    else setVisible(true)
  }, [gtmId])

  if (!visible) return null
  return (
    <section className="cookie-notice" aria-label={label} role="region">
      <p>
        {text} <Link href={linkHref}>{linkLabel}</Link>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          storeConsent()
          setVisible(false)
          initAnalytics(gtmId)
        }}
      >
        {acceptLabel}
      </button>
    </section>
  )
}
