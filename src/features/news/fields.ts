import type { TextField } from 'payload'

import { isSlug, slugify } from './slug'

/**
 * A unique, NOT localised URL slug. One slug for every locale keeps `/en/news/x` and `/ua/news/x` the
 * same article, so the language switcher, hreflang alternates and the sitemap need no lookup table.
 * Empty on save → made from the (default-locale) source field.
 */
export function slugField(from: string, name = 'slug'): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: 'Same in every language: lowercase letters, digits and hyphens. Filled from the title when empty.' },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
          const source = siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: unknown) => (isSlug(value) ? true : 'Use lowercase letters, digits and single hyphens (at most 120 characters).'),
  }
}
