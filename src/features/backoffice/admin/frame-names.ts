import type { frameTexts } from '@/i18n/backoffice/screens/frame'

/**
 * Names and roles that Payload's frame renders without (WCAG 2.2 AA, found by axe): icon buttons
 * with no text, row checkboxes named "", choice and date inputs whose label points at the field's
 * wrapper instead of the input, a rich-text editor with no name, icons hidden from screen readers
 * yet reachable by Tab, drag handles inside chips that are buttons themselves. Payload offers no
 * prop for these, so the markup it rendered is completed in place (admin/AccessibleFrame.tsx runs
 * this on every change of the page). Each repair only adds what is missing: a control that has a
 * name keeps it.
 */

export type FrameKey = keyof (typeof frameTexts)['en']
export type Say = (key: FrameKey, values?: Record<string, string>) => string

const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

function set(element: Element, attribute: string, value: string) {
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
}

/** Whether `element` already has a name of its own (a label, aria-label or aria-labelledby). */
function named(element: Element): boolean {
  if (element.getAttribute('aria-label')?.trim()) return true
  const labelledBy = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? []
  if (labelledBy.some((id) => id !== element.id && textOf(document.getElementById(id)))) return true
  return 'labels' in element && Array.from((element as HTMLInputElement).labels ?? []).some(textOf)
}

function name(element: Element, label: string) {
  if (named(element) || !label) return
  // An aria-labelledby that names nothing (Payload's checkboxes point at their own name) would
  // still win over the aria-label.
  element.removeAttribute('aria-labelledby')
  set(element, 'aria-label', label)
}

/** The label of the Payload field `element` sits in (not that of a field around it). */
function fieldLabel(element: Element): HTMLElement | null {
  const field = element.closest('.field-type')
  if (!field) return null
  for (const label of field.querySelectorAll<HTMLElement>('.field-label'))
    if (label.closest('.field-type') === field && textOf(label)) return label
  return null
}

let labels = 0
/** Names an input by its field's visible label, else by `fallback`. */
function labelByField(element: Element, fallback: string) {
  if (named(element)) return
  const label = fieldLabel(element)
  if (!label) return name(element, fallback)
  if (!label.id) label.id = `${label.getAttribute('for') ?? 'field'}-label-${++labels}`
  set(element, 'aria-labelledby', label.id)
}

/** The first cell of a list row that says what the row is (its title, usually a link). */
function rowName(checkbox: Element): string {
  const row = checkbox.closest('tr')
  if (!row) return ''
  for (const cell of row.querySelectorAll('td'))
    if (!cell.contains(checkbox) && textOf(cell)) return textOf(cell)
  return ''
}

type Repair = (element: Element, say: Say) => void
const byKey =
  (key: FrameKey): Repair =>
  (element, say) =>
    name(element, say(key))

const repairs: [selector: string, repair: Repair][] = [
  ['.clickable-arrow--left', byKey('previousPage')],
  ['.clickable-arrow--right', byKey('nextPage')],
  ['.doc-controls__popup .popup-button', byKey('moreActions')],
  ['.clipboard-action__popup .popup-button', byKey('copyPaste')],
  ['.array-actions__button', byKey('rowActions')],
  ['.collapsible__drag', byKey('moveRow')],
  ['.upload--has-many__drag', byKey('moveItem')],
  ['.copy-to-clipboard', byKey('copy')],
  ['.upload-relationship-details__edit, .file-details__edit', byKey('edit')],
  ['.upload-relationship-details__remove, .file-details__remove', byKey('remove')],
  ['.date-time-picker__clear-button, .file-field__remove', byKey('clear')],
  // The upload's "Paste URL" field, labelled by nothing but its own value.
  ['.file-field__remote-file', byKey('fileAddress')],
  // The arrow beside Save or Publish that opens their other options (schedule, unpublish).
  [
    '.popup-button--size-medium',
    (element, say) => {
      const action = element.closest('.popup')?.parentElement?.querySelector(':scope > .btn')
      name(element, action ? say('moreOptions', { action: textOf(action) }) : say('moreActions'))
    },
  ],
  [
    '.select-row input[type="checkbox"]',
    (element, say) => {
      const row = rowName(element)
      name(element, row ? say('chooseRow', { row }) : say('choose'))
    },
  ],
  ['.select-all input[type="checkbox"]', byKey('chooseAll')],
  // The header's menu of the dashboard (edit or reset its layout).
  ['.dashboard-breadcrumb-select input', byKey('dashboardMenu')],
  ['input.rs__input, input[role="combobox"]', (e, say) => labelByField(e, say('choose'))],
  ['.date-time-picker input', (e, say) => labelByField(e, say('date'))],
  ['.ContentEditable__root', (e, say) => labelByField(e, say('text'))],
  // The choice lists' clear and open icons are mouse shortcuts (the keyboard has Backspace and
  // the arrow keys) and hidden from screen readers: out of the Tab order too.
  [
    '.clear-indicator[aria-hidden="true"], .dropdown-indicator[aria-hidden="true"]',
    (element) => set(element, 'tabindex', '-1'),
  ],
  // A chosen item of a multiple choice is a drag handle holding its own buttons (open, remove):
  // a group, as a button may not hold buttons.
  [
    '.rs__multi-value[role="button"]',
    (element) => {
      set(element, 'role', 'group')
      if (!named(element)) set(element, 'aria-label', textOf(element))
    },
  ],
  // The document's tabs: a list of links and separators, not of list items.
  ['ul.doc-tabs__tabs', (element) => set(element, 'role', 'none')],
  // A tab named by its label alone while it also shows a count ("Versions 3"): its visible text
  // is its name.
  [
    'a.doc-tab[aria-label]',
    (element) => {
      const label = element.getAttribute('aria-label') ?? ''
      if (textOf(element).includes(label) && textOf(element) !== label)
        element.removeAttribute('aria-label')
    },
  ],
]

/** Completes the names and roles of Payload's controls under `root`. */
export function nameFrame(root: ParentNode, say: Say): void {
  for (const [selector, repair] of repairs)
    for (const element of root.querySelectorAll(selector)) repair(element, say)
}
