'use client'

import { useRef, useState } from 'react'

import { toast, trackRequest } from '@/features/site/client/events'

import type { CaptchaClientConfig } from '../captcha'
import type { ErrorCode } from '../definitions'
import { useCaptcha, type CaptchaError } from './captchaClient'
import type { FormStatus } from './parts'

/** What the forms API answers besides its status: errors per field, or one error with a code. */
export type SubmissionAnswer = { fields?: Record<string, ErrorCode>; error?: { message?: string; code?: string } } | null

type SendingOptions = {
  locale: string
  captcha?: CaptchaClientConfig
  captchaAction: string
  captchaStrings: Record<CaptchaError, string>
  success: string
  failure: string
}

/**
 * Sending a form from the browser, the same way in every form: the status line, the honeypot, the
 * captcha (its box, token and messages) and the POST to `/api/v1/forms/{form}` with the locale. `send`
 * answers `'sent'` once a success is shown (and toasted), the response and its answer when the server
 * refused the data (the form says why), or nothing when sending failed and the status already says so.
 */
export function useFormSending(form: string, options: SendingOptions) {
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = useCaptcha(options.captcha, options.captchaAction, captchaBox)
  const [honeypot, setHoneypot] = useState('')
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' })

  async function send(data: Record<string, unknown>): Promise<'sent' | { response: Response; answer: SubmissionAnswer } | undefined> {
    setStatus({ kind: 'sending' })
    let captchaToken: string | undefined
    try {
      captchaToken = await captcha.getToken()
    } catch (code) {
      setStatus({ kind: 'error', message: options.captchaStrings[code as CaptchaError] ?? options.failure })
      return undefined
    }
    try {
      const response = await trackRequest(
        fetch(`/api/v1/forms/${form}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...data, locale: options.locale, website: honeypot, ...(captchaToken ? { captchaToken } : {}) }),
        }),
      )
      const answer = (await response.json().catch(() => null)) as SubmissionAnswer
      if (!response.ok) return { response, answer }
      setStatus({ kind: 'success', message: options.success })
      toast(options.success, 'success')
      captcha.reset()
      return 'sent'
    } catch {
      setStatus({ kind: 'error', message: options.failure })
      return undefined
    }
  }

  return { status, setStatus, honeypot, setHoneypot, captcha, captchaBox, send }
}
