import type { TextField } from 'payload'

import { isSlug, slugify } from './slug'

/**
 * A unique, NOT localised URL slug. One slug for every locale keeps `/en/news/x` and `/ua/news/x`
 * the same article, so the language switcher, hreflang alternates and the sitemap need no lookup
 * table. Empty on save → made from the (default-locale) source field.
 */
export function slugField(from: string, name = 'slug'): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        'Same in every language: lowercase letters, digits and hyphens. Filled from the title when empty.',
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
          const source = siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    // Empty is fine while editing: the hook above fills it from the source field before the save
    // validates.
    validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) =>
      isSlug(value) ||
      ((value === undefined || value === null || value === '') &&
        typeof siblingData?.[from] === 'string' &&
        siblingData[from] !== '')
        ? true
        : 'Use lowercase letters, digits and single hyphens (at most 120 characters).',
  }
}
