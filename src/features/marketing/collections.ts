import type { Block, CollectionConfig } from 'payload'

import { editorsOrPublished, isEditor } from '@/access'

/** Open positions of the careers section on about-us. */
export const Positions: CollectionConfig = {
  slug: 'positions',
  admin: { group: 'Marketing', useAsTitle: 'title', defaultColumns: ['title', 'location', 'employment', '_status'] },
  access: { read: editorsOrPublished, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'location', type: 'text', required: true, localized: true },
    { name: 'employment', type: 'select', required: true, defaultValue: 'full-time', options: ['full-time', 'part-time', 'contract'] },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

const link = [
  { name: 'ctaLabel', type: 'text' as const},
  { name: 'ctaHref', type: 'text' as const, admin: { description: 'Locale-relative path such as /contact, or a full URL.' } },
]

export const landingBlocks: Block[] = [
  {
    slug: 'hero',
    interfaceName: 'LandingHeroBlock',
    fields: [{ name: 'eyebrow', type: 'text'}, { name: 'text', type: 'textarea', required: true }, ...link],
  },
  {
    slug: 'features',
    interfaceName: 'LandingFeaturesBlock',
    fields: [
      { name: 'heading', type: 'text', required: true },
      {
        name: 'items',
        type: 'array',
        minRows: 1,
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'text', type: 'textarea', required: true },
        ],
      },
    ],
  },
  {
    slug: 'stats',
    interfaceName: 'LandingStatsBlock',
    fields: [
      { name: 'heading', type: 'text', required: true },
      {
        name: 'items',
        type: 'array',
        minRows: 1,
        fields: [
          { name: 'value', type: 'text', required: true },
          { name: 'label', type: 'text', required: true },
        ],
      },
    ],
  },
  {
    slug: 'cta',
    interfaceName: 'LandingCtaBlock',
    fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea'}, ...link],
  },
]

/** Campaign landing pages editors compose from blocks (wdec is one of them). */
export const LandingPages: CollectionConfig = {
  slug: 'landing-pages',
  admin: { group: 'Marketing', useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'] },
  access: { read: editorsOrPublished, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    // The layout is localised as a whole: each language can have its own blocks and order.
    { name: 'layout', type: 'blocks', blocks: landingBlocks, minRows: 1, localized: true },
  ],
}
