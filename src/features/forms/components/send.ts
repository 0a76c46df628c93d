'use client'

import { useEffect, useRef, useState } from 'react'

import { toast, trackRequest } from '@/features/site/client/events'
import { isLocale, localeTags } from '@/i18n/locales'

import type { CaptchaClientConfig } from '../captcha'
import type { ErrorCode } from '../definitions'
import { useCaptcha, type CaptchaError, type CaptchaStrings } from './captchaClient'
import type { FormStatus } from './parts'

const arrivalClient = () => import('./arrival-client')

/**
 * What an endpoint answers when it refuses a submission: errors per field, or one error with a code
 * (and its field).
 */
export type SubmissionAnswer = {
  fields?: Record<string, ErrorCode>
  error?: { message?: string; code?: string; field?: string }
} | null
/**
 * A refused submission: the response and its answer; the form says why (see `invalid` and
 * `refused`).
 */
export type Refusal = { response: Response; answer: SubmissionAnswer }

/**
 * The words of sending that every form shows, in the page's language (`forms` messages; `failure`
 * is errors.generic).
 */
export type SendingStrings = {
  errors: Record<ErrorCode, string>
  captcha: CaptchaStrings
  sending: string
  optional: string
  honeypot: string
  failure: string
  fixErrors: string
}

type SendingOptions<Success> = {
  locale: string
  captcha?: CaptchaClientConfig
  captchaAction: string
  captchaStrings: CaptchaStrings
  failure: string
  /** The summary shown when fields are refused (`invalid`). */
  fixErrors?: string
  /**
   * Shown in the status line and toasted once sent; without it the page itself confirms
   * (`onSuccess`).
   */
  success?: string
  /** What a success does besides: empty the form, show what the answer says. */
  onSuccess?: (answer: Success | null) => void
}

/**
 * Sending a form from the browser, the same way in every form: the status line, the honeypot, the
 * captcha (its box, token and messages) and the POST of the data with the locale and how the
 * visitor arrived to the form's `endpoint` (`/api/v1/forms/{form}`, the shop's `/api/v1/orders`).
 * `send` answers `'sent'` once the success is handled, the refusal when the server refused the data
 * (the form says why, with `invalid` or `refused`), or nothing when sending failed and the status
 * already says so.
 */
export function useFormSending<Success = unknown>(
  endpoint: string,
  options: SendingOptions<Success>,
) {
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = useCaptcha(options.captcha, options.captchaAction, captchaBox)
  const [honeypot, setHoneypot] = useState('')
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' })
  // A form on the landing page keeps the visit's first touch (only with consent to measurement).
  // Loaded apart: the cart's order form is in its page's first load, this need not be.
  useEffect(() => {
    arrivalClient().then(
      (m) => m.rememberFirstTouch(),
      () => undefined,
    )
  }, [])

  async function send(data: Record<string, unknown>): Promise<'sent' | Refusal | undefined> {
    setStatus({ kind: 'sending' })
    let captchaToken: string | undefined
    try {
      captchaToken = await captcha.getToken()
    } catch (code) {
      setStatus({
        kind: 'error',
        message: options.captchaStrings[code as CaptchaError] ?? options.failure,
      })
      return undefined
    }
    try {
      const { collectArrival } = await arrivalClient()
      const response = await trackRequest(
        fetch(endpoint, {
          method: 'POST',
          // The page's language, so every message of the server's comes back in it.
          headers: {
            'Content-Type': 'application/json',
            ...(isLocale(options.locale) ? { 'Accept-Language': localeTags[options.locale] } : {}),
          },
          body: JSON.stringify({
            ...data,
            locale: options.locale,
            // How the visitor arrived (arrival-client.ts): campaign, referrer, landing and form page.
            arrival: collectArrival(),
            website: honeypot,
            ...(captchaToken ? { captchaToken } : {}),
          }),
        }),
      )
      const answer = (await response.json().catch(() => null)) as unknown
      if (!response.ok) return { response, answer: answer as SubmissionAnswer }
      if (options.success) {
        setStatus({ kind: 'success', message: options.success })
        toast(options.success, 'success')
      } else setStatus({ kind: 'idle' })
      captcha.reset()
      options.onSuccess?.(answer as Success | null)
      return 'sent'
    } catch {
      setStatus({ kind: 'error', message: options.failure })
      return undefined
    }
  }

  /**
   * Fields were refused (by this browser's check or the server's): the summary in the status line,
   * the first of them focused.
   */
  function invalid(firstId: string | undefined) {
    setStatus({ kind: 'error', message: options.fixErrors })
    if (firstId) document.getElementById(firstId)?.focus()
  }

  /**
   * Any other refusal, said in the status line: `message` when the form knows better, else the
   * human check's, the server's words for a rate limit or a database it cannot reach for a moment
   * (translated there; what was typed stays in the form), or the failure. A captcha token is spent
   * once checked, so the captcha starts over.
   */
  function refused({ response, answer }: Refusal, message?: string) {
    const known =
      response.status === 429 || response.status === 503
        ? answer?.error?.message
        : answer?.error?.code?.startsWith('captcha')
          ? options.captchaStrings.failed
          : undefined
    setStatus({ kind: 'error', message: message ?? known ?? options.failure })
    captcha.reset()
  }

  return { status, setStatus, honeypot, setHoneypot, captcha, captchaBox, send, invalid, refused }
}
