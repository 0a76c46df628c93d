'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'

import type { CaptchaClientConfig } from '../captcha'

/**
 * reCAPTCHA in the browser (only when the server passes a config, i.e. keys are set). Errors are the
 * four captcha errors: no key provided, no version provided, failed to load script, failed to execute.
 */
export type CaptchaError = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed' | 'prompt'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
  render(container: HTMLElement, options: { sitekey: string }): number
  getResponse(widgetId?: number): string
  reset(widgetId?: number): void
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    __voltraCaptchaLoaded?: () => void
  }
}

let scriptPromise: Promise<void> | undefined
function loadScript(src: string): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    window.__voltraCaptchaLoaded = () => resolve()
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onerror = () => {
      scriptPromise = undefined
      reject(new Error('captcha script failed to load'))
    }
    document.head.appendChild(script)
  })
  return scriptPromise
}

export function useCaptcha(config: CaptchaClientConfig | undefined, action: string, container: RefObject<HTMLDivElement | null>) {
  const [error, setError] = useState<CaptchaError | undefined>()
  const widget = useRef<number | undefined>(undefined)
  const problem: CaptchaError | undefined = !config ? undefined : !config.siteKey ? 'noKey' : config.version !== 'v2' && config.version !== 'v3' ? 'noVersion' : undefined

  useEffect(() => {
    if (!config || problem) return
    const src =
      config.version === 'v3'
        ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(config.siteKey)}&onload=__voltraCaptchaLoaded`
        : 'https://www.google.com/recaptcha/api.js?render=explicit&onload=__voltraCaptchaLoaded'
    loadScript(src)
      .then(() => {
        if (config.version === 'v2' && container.current && widget.current === undefined) {
          widget.current = window.grecaptcha!.render(container.current, { sitekey: config.siteKey })
        }
      })
      .catch(() => setError('loadFailed'))
  }, [config, problem, container])

  /** A token for the submission (undefined without captcha); throws a CaptchaError code. */
  async function getToken(): Promise<string | undefined> {
    if (!config) return undefined
    if (problem) throw problem
    if (error) throw error
    const grecaptcha = window.grecaptcha
    if (!grecaptcha) throw 'loadFailed' satisfies CaptchaError
    if (config.version === 'v2') {
      const token = grecaptcha.getResponse(widget.current)
      if (!token) throw 'prompt' satisfies CaptchaError
      return token
    }
    try {
      return await new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(config.siteKey, { action }).then(resolve, reject)))
    } catch {
      throw 'executeFailed' satisfies CaptchaError
    }
  }

  function reset() {
    if (config?.version === 'v2' && widget.current !== undefined) window.grecaptcha?.reset(widget.current)
  }

  return { getToken, reset, error: problem ?? error }
}
