'use client'

import { useRef, useState, type RefObject } from 'react'

import { captchaProblem, type CaptchaClientConfig } from '../captcha'

/**
 * reCAPTCHA in the browser (only when the server passes a config, i.e. keys are set). The script
 * loads on the first interaction with a form (focus or input) or at the latest when it is sent, so
 * pages nobody fills in load nothing third-party. Errors are the four captcha errors: no key
 * provided, no version provided, failed to load script, failed to execute ('prompt' asks to tick
 * the v2 checkbox).
 */
export type CaptchaError = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed' | 'prompt'
/**
 * The captcha's messages (`forms.captcha.*`): why it could not run, and `failed` when the server
 * refused its token.
 */
export type CaptchaStrings = Record<CaptchaError | 'failed', string>

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
  render(
    container: HTMLElement,
    options: {
      sitekey: string
      callback?: (token: string) => void
      'expired-callback'?: () => void
    },
  ): number
  getResponse(widgetId?: number): string
  reset(widgetId?: number): void
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    __voltraCaptchaLoaded?: () => void
  }
}

const onloadName = '__voltraCaptchaLoaded'
let scriptPromise: Promise<void> | undefined
/**
 * One script per page, shared by every form on it; a failed load is tried again on the next call.
 */
function loadScript(src: string): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    window[onloadName] = () => resolve()
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onerror = () => {
      script.remove()
      scriptPromise = undefined
      reject(new Error('captcha script failed to load'))
    }
    document.head.appendChild(script)
  })
  return scriptPromise
}

function scriptSource(config: CaptchaClientConfig): string {
  const url = new URL(config.scriptUrl, location.href)
  url.searchParams.set('render', config.version === 'v3' ? config.siteKey : 'explicit')
  url.searchParams.set('onload', onloadName)
  return url.toString()
}

export function useCaptcha(
  config: CaptchaClientConfig | undefined,
  action: string,
  container: RefObject<HTMLDivElement | null>,
) {
  const [error, setError] = useState<CaptchaError | undefined>()
  const widget = useRef<number | undefined>(undefined)
  const v2Token = useRef('')
  const loading = useRef<Promise<void> | null>(null)
  const problem: CaptchaError | undefined = captchaProblem(config)

  /**
   * Loads the script (and renders the v2 checkbox); rejects with 'loadFailed'. Safe to call on
   * every event.
   */
  function load(): Promise<void> {
    if (!config) return Promise.resolve()
    if (problem) {
      // Misconfigured: nothing can load, and the server checks nothing. Say why, and let the form
      // work.
      setError(problem)
      return Promise.resolve()
    }
    loading.current ??= loadScript(scriptSource(config))
      .then(() => new Promise<void>((resolve) => window.grecaptcha!.ready(resolve)))
      .then(() => {
        if (config.version === 'v2' && container.current && widget.current === undefined) {
          widget.current = window.grecaptcha!.render(container.current, {
            sitekey: config.siteKey,
            callback: (token) => {
              v2Token.current = token
              setError(undefined)
            },
            'expired-callback': () => {
              v2Token.current = ''
            },
          })
        }
        setError(undefined)
      })
      .catch(() => {
        loading.current = null
        setError('loadFailed')
        throw 'loadFailed' satisfies CaptchaError
      })
    return loading.current
  }

  /** Starts loading on the first focus or input inside the form. */
  const wake = () => {
    if (config && !loading.current) load().catch(() => {})
  }

  /**
   * A token for the submission (undefined without a working captcha configuration); throws a
   * CaptchaError code.
   */
  async function getToken(): Promise<string | undefined> {
    if (!config || problem) {
      if (problem) setError(problem)
      return undefined
    }
    await load()
    const grecaptcha = window.grecaptcha
    if (!grecaptcha) throw 'loadFailed' satisfies CaptchaError
    if (config.version === 'v2') {
      const token = grecaptcha.getResponse(widget.current) || v2Token.current
      if (!token) throw 'prompt' satisfies CaptchaError
      return token
    }
    try {
      const token = await new Promise<string>((resolve, reject) =>
        grecaptcha.ready(() =>
          grecaptcha.execute(config.siteKey, { action }).then(resolve, reject),
        ),
      )
      if (!token) throw new Error('empty token')
      setError(undefined)
      return token
    } catch {
      setError('executeFailed')
      throw 'executeFailed' satisfies CaptchaError
    }
  }

  function reset() {
    v2Token.current = ''
    if (config?.version === 'v2' && widget.current !== undefined)
      window.grecaptcha?.reset(widget.current)
  }

  return { getToken, reset, wake, error }
}
