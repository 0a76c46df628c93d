import { trackRequest } from '@/features/site/client/events'

import type { ErrorCode } from '../definitions'
import type { CaptchaError } from './captchaClient'

/** What the forms API answers besides its status: errors per field, or one error with a code. */
type SubmissionAnswer = { fields?: Record<string, ErrorCode>; error?: { message?: string; code?: string } } | null

/**
 * Sends a form from the browser: asks the captcha for a token first (`{ captchaError }` when it cannot
 * give one), then posts the data with the locale and the honeypot to `/api/v1/forms/{form}`. A network
 * failure throws.
 */
export async function sendForm(
  form: string,
  data: Record<string, unknown>,
  { locale, honeypot, getToken }: { locale: string; honeypot: string; getToken: () => Promise<string | undefined> },
): Promise<{ captchaError: CaptchaError } | { response: Response; answer: SubmissionAnswer }> {
  let captchaToken: string | undefined
  try {
    captchaToken = await getToken()
  } catch (code) {
    return { captchaError: code as CaptchaError }
  }
  const response = await trackRequest(
    fetch(`/api/v1/forms/${form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...data, locale, website: honeypot, ...(captchaToken ? { captchaToken } : {}) }),
    }),
  )
  const answer = (await response.json().catch(() => null)) as SubmissionAnswer
  return { response, answer }
}
