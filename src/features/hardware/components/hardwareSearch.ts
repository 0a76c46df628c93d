import { matchesQuery, parseHardwareQuery, hardwareQueryString, searchText } from '../model'

/**
 * The compatibility search as you type (HardwarePage's markup), loaded on demand by the site's
 * enhancement watcher. Every listed model is already in the page; typing or choosing a filter hides
 * the others at once, with the same matching the server applies to the GET form, updates the count
 * (a polite live region), the address (shareable) and "Not listed? Ask us" (the typed model goes
 * along).
 */
export function enhanceHardwareSearch(root: HTMLElement): () => void {
  const form = root.querySelector('form')
  const items = [...root.querySelectorAll<HTMLElement>('[data-model]')]
  const counter = root.querySelector<HTMLElement>('[data-count]')
  const none = root.querySelector<HTMLElement>('[data-none]')
  const ask = root.querySelector<HTMLAnchorElement>('a[data-ask]')
  if (!form || !counter) return () => undefined
  const count = counter
  const searchable = items.map((item) => ({
    item,
    text: searchText(item.dataset.model ?? ''),
    ocpp: (item.dataset.ocpp ?? '').split(' ').filter(Boolean),
    powerKw: Number(item.dataset.power),
  }))
  let announce = 0

  function update() {
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form!))
      if (typeof value === 'string') params.set(key, value)
    const query = parseHardwareQuery(params)
    let shown = 0
    for (const entry of searchable) {
      const match = matchesQuery(entry, query)
      entry.item.hidden = !match
      if (match) shown++
    }
    if (none) none.hidden = shown > 0
    const qs = hardwareQueryString(query)
    history.replaceState(history.state, '', `${location.pathname}${qs ? `?${qs}` : ''}`)
    if (ask) {
      const url = new URL(ask.href)
      url.search = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ask: '1' }).toString()
      ask.href = url.pathname + url.search + url.hash
    }
    clearTimeout(announce)
    announce = window.setTimeout(() => {
      count.textContent = (count.dataset.template ?? '{count}').replace('{count}', String(shown))
    }, 400)
  }

  // Typing filters at once; the button stays for the form without JavaScript.
  const onSubmit = (event: Event) => {
    event.preventDefault()
    update()
  }
  form.addEventListener('input', update)
  form.addEventListener('submit', onSubmit)
  return () => {
    form.removeEventListener('input', update)
    form.removeEventListener('submit', onSubmit)
    clearTimeout(announce)
  }
}
