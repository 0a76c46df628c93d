'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

import { bo } from '@/i18n/backoffice/keys'

type T = (key: string, vars?: Record<string, unknown>) => string

/** The visible text of an element, trimmed, or null. */
const textOf = (el: Element | null | undefined) =>
  el?.textContent?.replace(/\s+/g, ' ').trim() || null

const hasName = (el: Element) =>
  Boolean(
    el.getAttribute('aria-label')?.trim() ||
    el.getAttribute('aria-labelledby') ||
    el.getAttribute('title')?.trim() ||
    (el.id && el.ownerDocument.querySelector(`label[for="${CSS.escape(el.id)}"]`)),
  )

let ids = 0
/** The id of an element (given one when it has none), for aria-labelledby. */
function idOf(el: Element): string {
  if (!el.id) el.id = `bo-a11y-${++ids}`
  return el.id
}

/** A react-select's input or a rich-text editor: named by its field's label, else its placeholder. */
function nameField(input: Element, t: T) {
  if (hasName(input) || input.closest('label')) return
  if (input.matches('input[type="checkbox"]') && input.closest('.table')) {
    // A list's row ticks: the row's title names each, the header's selects all.
    const row = input.closest('tr')
    const title = textOf(row?.querySelector('td:not(:first-child) a, td:nth-child(2)'))
    return input.setAttribute(
      'aria-label',
      row?.closest('thead') || !title
        ? t('general:selectAllRows')
        : `${t('general:select')}: ${title}`,
    )
  }
  const field = input.closest(
    '.field-type, .condition__field, .condition__operator, .condition__value',
  )
  const label = field?.querySelector('.field-label, label')
  if (label && textOf(label)) return input.setAttribute('aria-labelledby', idOf(label))
  const select = input.closest('.react-select, .rs__control')?.closest('.react-select') ?? null
  const shown = textOf(select?.querySelector('.rs__placeholder, .rs__single-value'))
  const where = input.closest('.condition__operator')
    ? t('general:operators')
    : input.closest('.condition__field')
      ? t('general:columnToSort')
      : input.closest('.localizer, .step-nav')
        ? t('general:locale')
        : null
  input.setAttribute('aria-label', where ?? shown ?? t('general:selectValue'))
}

/** Payload's icons inside a button, and the word that button does. */
const iconWords: [string, string][] = [
  ['.icon--x', 'general:remove'],
  ['.icon--close-menu', 'general:close'],
  ['.icon--menu', 'general:menu'],
  ['.icon--more', 'general:moreOptions'],
  ['.icon--edit', 'general:edit'],
  ['.icon--plus', 'general:add'],
  ['.icon--chevron', 'general:open'],
  ['.icon--swap', 'general:move'],
  ['.icon--link', 'general:open'],
  ['.icon--drag-handle', 'general:move'],
  ['.icon--sort', 'general:sort'],
]

function nameButton(button: Element, t: T) {
  if (hasName(button) || textOf(button)) return
  // The list's page arrows.
  if (button.matches('.clickable-arrow--right'))
    return button.setAttribute('aria-label', t('general:next'))
  if (button.matches('.clickable-arrow--left'))
    return button.setAttribute('aria-label', t('general:previous'))
  const word = iconWords.find(([icon]) => button.querySelector(icon))?.[1]
  button.setAttribute('aria-label', t(word ?? 'general:moreOptions'))
}

/** What is hidden from screen readers takes no focus either (axe's aria-hidden-focus). */
function unfocusHidden(root: Element) {
  const focusable = ':is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))'
  for (const el of root.querySelectorAll<HTMLElement>(
    `[aria-hidden="true"] ${focusable}, [aria-hidden="true"]${focusable}`,
  ))
    el.setAttribute('tabindex', '-1')
}

/**
 * Names where Payload's own markup leaves them out, applied as its screens render (a
 * MutationObserver, since lists, drawers and filters render on the client): react-select's inputs
 * (filters, columns, relationship and select fields, the breadcrumb's) and the rich-text editor by
 * their field's label; icon-only buttons by what their icon does; nothing focusable inside what is
 * hidden from screen readers. Payload's own translations, so every word is in the reader's language.
 */
function useNames(t: T) {
  useEffect(() => {
    const apply = () => {
      for (const el of document.querySelectorAll(
        'input:not([type="hidden"]), textarea, select, [contenteditable="true"], .ContentEditable__root',
      ))
        nameField(el, t)
      for (const el of document.querySelectorAll('button, [role="button"]')) nameButton(el, t)
      unfocusHidden(document.body)
    }
    apply()
    let queued = false
    const observer = new MutationObserver(() => {
      if (queued) return
      queued = true
      requestAnimationFrame(() => {
        queued = false
        apply()
      })
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [t])
}

/**
 * The back office's frame made usable by keyboard and screen reader where Payload's is not (see
 * `useNames`), and, on the sales desk, a skip link to the charts as the first thing Tab reaches.
 */
export function AccessibleFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const pathname = usePathname()
  useNames(t as T)
  const roles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  const desk = pathname === '/admin' && roles.some((r) => r === 'sales' || r === 'admin')
  return (
    <>
      {desk ? (
        <a
          className="bo-skip-link"
          href="#bo-charts"
          onClick={() => {
            const heading = document.getElementById('bo-charts')
            if (!heading) return
            heading.setAttribute('tabindex', '-1')
            heading.focus()
          }}
        >
          {(t as T)(bo('skipToCharts'))}
        </a>
      ) : null}
      {children}
    </>
  )
}
