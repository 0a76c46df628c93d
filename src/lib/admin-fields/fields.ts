import type { Field } from 'payload'

/**
 * Field shapes several collections and blocks share, whatever they hold. Back-office labels in
 * three languages are built with src/i18n/backoffice/labels.ts; these only save writing the same objects
 * again.
 */

/** Plain optional text fields, one per name (the lines of an address, for instance). */
export const textFields = (...names: string[]): Field[] =>
  names.map((name) => ({ name, type: 'text' }))

/**
 * A required title and a text below it: rules, terms, cards. `textRequired: false` makes the text
 * optional.
 */
export function titleAndText({
  localized = false,
  textRequired = true,
}: { localized?: boolean; textRequired?: boolean } = {}): Field[] {
  // Only the options that are on, so the fields read exactly as if written out.
  const local = localized ? { localized } : {}
  return [
    { name: 'title', type: 'text', required: true, ...local },
    { name: 'text', type: 'textarea', ...(textRequired ? { required: true } : {}), ...local },
  ]
}

/** Select options whose label reads the same in every language (brand names): value → label. */
export const sameLabelOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
