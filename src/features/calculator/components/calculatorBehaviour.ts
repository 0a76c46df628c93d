import { calculate, parsePlan, planQuery, type MarketDefaults } from '../model'
import { presenter, type OutputKey } from '../present'

/**
 * What the payback calculator (Calculator.tsx's markup) does in the browser, loaded on demand by
 * the site's enhancement watcher: the result follows every keystroke with the same arithmetic the
 * server runs; a field that does not parse is marked invalid and the result waits for it; "Talk to
 * us", "Book a meeting" and the page link carry the current plan; on the calculator's own page the
 * address follows (shareable), and a screen reader hears the payback and margin once typing pauses.
 */
export function enhanceCalculator(root: HTMLElement): () => void {
  const form = root.querySelector('form')
  if (!form || !root.dataset.market) return () => undefined
  const market = JSON.parse(root.dataset.market) as MarketDefaults
  // The number formats are made at the first keystroke, not on enhancement: the first currency
  // format a page makes loads the locale's data (150 ms of one task under Lighthouse's 4x phone
  // slowdown, in a CPU profile of /en/business), work right after hydration for a visitor who may
  // never type.
  let formats: ReturnType<typeof presenter> | undefined
  const present = () => (formats ??= presenter(root.dataset.localeTag ?? 'en', market))
  const text = (key: string) => root.dataset[key] ?? ''
  const own = new URL(form.action, location.href).pathname === location.pathname
  let announce = 0

  function markErrors(errors: Record<string, string | undefined>) {
    for (const input of form!.querySelectorAll<HTMLInputElement>('input[name]')) {
      const code = errors[input.name]
      const id = `${input.id}-live-error`
      let note = document.getElementById(id)
      if (code) {
        input.setAttribute('aria-invalid', 'true')
        if (!note) {
          note = document.createElement('small')
          note.id = id
          note.className = input.parentElement?.querySelector('small:last-of-type')?.className ?? ''
          input.parentElement?.append(note)
          input.setAttribute(
            'aria-describedby',
            `${input.getAttribute('aria-describedby') ?? ''} ${id}`.trim(),
          )
        }
        note.textContent = code === 'range' ? text('errorRange') : text('errorFormat')
      } else if (note) {
        note.remove()
        input.removeAttribute('aria-invalid')
        const rest = (input.getAttribute('aria-describedby') ?? '').replace(id, '').trim()
        if (rest) input.setAttribute('aria-describedby', rest)
        else input.removeAttribute('aria-describedby')
      }
    }
  }

  function update() {
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form!))
      if (typeof value === 'string') params.set(key, value)
    const { inputs, errors } = parsePlan(params, market)
    markErrors(errors)
    const valid = Object.keys(errors).length === 0
    const result = calculate(inputs, market)
    const show = present()
    const out = show.outputs(result, text('never'))
    for (const element of root.querySelectorAll<HTMLElement>('[data-out]')) {
      const key = element.dataset.out as OutputKey | 'summary'
      if (key !== 'summary') element.textContent = valid ? out[key] : '—'
    }
    const estimates = {
      capex: calculate({ ...inputs, capex: null }, market).capex,
      fees: calculate({ ...inputs, monthlyFees: null }, market).feesPerMonth,
    }
    for (const input of form!.querySelectorAll<HTMLInputElement>('[data-placeholder]'))
      input.placeholder = text('estimated').replace(
        '{amount}',
        show.money(estimates[input.dataset.placeholder as 'capex' | 'fees']),
      )
    if (!valid) return
    const query = planQuery(inputs)
    for (const link of root.querySelectorAll<HTMLAnchorElement>(
      'a[data-talk], a[data-page-link]',
    )) {
      const url = new URL(link.href)
      url.search = link.dataset.talk === undefined ? query : `${query}&talk=1`
      link.href = url.pathname + url.search + url.hash
    }
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-book]')) {
      const url = new URL(link.href)
      url.searchParams.set('plan', query)
      link.href = url.pathname + url.search
    }
    if (own) history.replaceState(history.state, '', `${location.pathname}?${query}`)
    clearTimeout(announce)
    announce = window.setTimeout(() => {
      const summary = root.querySelector('[data-out="summary"]')
      if (summary)
        summary.textContent = text('summary')
          .replace('{years}', out.payback)
          .replace('{margin}', out.margin)
    }, 800)
  }

  form.addEventListener('input', update)
  return () => {
    form.removeEventListener('input', update)
    clearTimeout(announce)
  }
}
