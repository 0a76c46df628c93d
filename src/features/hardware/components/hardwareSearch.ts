import {
  hardwareQueryString,
  isSearch,
  meetingHref,
  modelHeadingId,
  parseHardwareQuery,
  type HardwareQuery,
} from '../model'
import type { HardwareResults, ModelView } from '../search'

/** Typing pauses this long before the search is asked, so a word is one request, not five. */
const debounceMs = 250

/**
 * The compatibility search as you type (HardwarePage's markup), loaded on demand by the site's
 * enhancement watcher. The page holds only what was asked for; typing, a filter or a manufacturer
 * of the index asks the JSON search (`data-api`, debounced, an older answer dropped) and draws its
 * first page of results, updates the count (a polite live region), the pager, the address
 * (shareable) and "Not listed? Ask us" (the typed model goes along). An empty search shows the
 * index alone again. When the search cannot be reached, the browser goes to the address the form
 * without JavaScript would have.
 */
export function enhanceHardwareSearch(root: HTMLElement): () => void {
  const form = root.querySelector('form')
  const results = root.querySelector<HTMLElement>('[data-results]')
  const list = results?.querySelector<HTMLElement>('ul')
  const counter = root.querySelector<HTMLElement>('[data-count]')
  const api = root.dataset.api
  if (!form || !results || !list || !counter || !api) return () => undefined
  const none = root.querySelector<HTMLElement>('[data-none]')
  const pager = root.querySelector<HTMLElement>('[data-pager]')
  const ask = root.querySelector<HTMLAnchorElement>('a[data-ask]')
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')
  let timer = 0
  let inFlight: AbortController | undefined

  const pageHref = (query: HardwareQuery, page: number) =>
    `${location.pathname}?${hardwareQueryString(query, page) || 'page=1'}`

  function draw(query: HardwareQuery, answer: HardwareResults | null) {
    results!.hidden = !answer
    list!.replaceChildren(...(answer?.models ?? []).map((m) => card(m, list!.dataset)))
    if (none) none.hidden = !answer || answer.total > 0
    counter!.textContent = answer
      ? (counter!.dataset.template ?? '{count}').replace('{count}', String(answer.total))
      : ''
    if (pager) {
      const page = answer?.page ?? 1
      const pages = answer?.pages ?? 1
      pager.hidden = pages < 2
      const prev = pager.querySelector<HTMLAnchorElement>('[data-prev]')
      const next = pager.querySelector<HTMLAnchorElement>('[data-next]')
      const label = pager.querySelector<HTMLElement>('[data-page]')
      if (prev) Object.assign(prev, { hidden: page < 2, href: pageHref(query, page - 1) })
      if (next) Object.assign(next, { hidden: page >= pages, href: pageHref(query, page + 1) })
      if (label)
        label.textContent = (pager.dataset.template ?? '')
          .replace('{page}', String(page))
          .replace('{pages}', String(pages))
    }
  }

  async function update() {
    clearTimeout(timer)
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form!))
      if (typeof value === 'string') params.set(key, value)
    const query = parseHardwareQuery(params)
    const qs = hardwareQueryString(query)
    history.replaceState(history.state, '', `${location.pathname}${qs ? `?${qs}` : ''}`)
    if (ask) {
      const url = new URL(ask.href)
      url.search = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ask: '1' }).toString()
      ask.href = url.pathname + url.search + url.hash
    }
    inFlight?.abort()
    if (!isSearch(query)) return draw(query, null)
    const controller = (inFlight = new AbortController())
    try {
      const response = await fetch(`${api}&${qs}`, { signal: controller.signal })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      draw(query, (await response.json()) as HardwareResults)
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn('Hardware search failed, sending the form instead', error)
      form!.submit() // no submit event: the plain GET the page answers without JavaScript
    }
  }

  const onInput = () => {
    clearTimeout(timer)
    timer = window.setTimeout(update, debounceMs)
  }
  // The button stays for the form without JavaScript; with it, Enter searches at once.
  const onSubmit = (event: Event) => {
    event.preventDefault()
    void update()
  }
  const onClick = (event: MouseEvent) => {
    const maker = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-maker]')
    if (!maker || !input || event.button !== 0 || event.metaKey || event.ctrlKey) return
    event.preventDefault()
    input.value = maker.dataset.maker ?? ''
    void update()
  }
  form.addEventListener('input', onInput)
  form.addEventListener('submit', onSubmit)
  root.addEventListener('click', onClick)
  return () => {
    form.removeEventListener('input', onInput)
    form.removeEventListener('submit', onSubmit)
    root.removeEventListener('click', onClick)
    clearTimeout(timer)
    inFlight?.abort()
  }
}

/**
 * HardwarePage's ModelCard, drawn from the JSON search's answer (text only, never markup), with the
 * list's words and locale.
 */
function card(model: ModelView, list: DOMStringMap): HTMLLIElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    return node
  }
  const item = el('li')
  item.dataset.model = model.name
  const protocols = el('ul')
  for (const line of model.ocpp) {
    const li = el('li', line.text)
    li.dataset.status = line.status
    protocols.append(li)
  }
  const heading = el('h3', model.name)
  heading.id = modelHeadingId(model.id)
  item.append(heading, el('p', model.spec), protocols)
  if (model.works) {
    const works = el('p')
    works.append(el('strong', `${list.worksLabel ?? ''}:`), ` ${model.works}`)
    item.append(works)
  }
  if (model.notes) {
    const notes = el('p', model.notes)
    notes.dataset.notes = ''
    item.append(notes)
  }
  const book = el('a', list.bookLabel ?? '')
  book.href = meetingHref(list.locale ?? 'en', model.name)
  book.setAttribute('aria-describedby', heading.id)
  book.dataset.book = ''
  const bookLine = el('p')
  bookLine.append(book)
  item.append(bookLine)
  return item
}
