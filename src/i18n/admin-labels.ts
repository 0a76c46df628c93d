/**
 * Labels in the back office's languages (Payload's `en`, `pt` and `uk`, the site's `en`, `pt` and `ua`).
 * Every table of labels is written with `adminLabels` and turned into select options with
 * `localizedOptions`, whichever feature it belongs to.
 */
export type AdminLabel = { en: string; pt: string; uk: string }
type AdminLanguage = keyof AdminLabel

/**
 * The label of each value from one list of texts per language, in the order of `values` (the type
 * checks that each list has one text per value): `adminLabels(['new', 'done'], { en: ['New', 'Done'], … })`.
 */
export function adminLabels<const V extends readonly string[]>(values: V, texts: Record<AdminLanguage, { [I in keyof V]: string }>): Record<V[number], AdminLabel> {
  return Object.fromEntries(values.map((value, i) => [value, { en: texts.en[i], pt: texts.pt[i], uk: texts.uk[i] }])) as Record<V[number], AdminLabel>
}

/** Select options of `values`, each with its label. */
export function localizedOptions<V extends string>(values: readonly V[], labels: Record<V, AdminLabel>): { value: V; label: AdminLabel }[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
