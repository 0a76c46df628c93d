import type { Block, Field } from 'payload'

import { titleAndText } from '@/lib/admin-fields/fields'

/**
 * The sections editors compose pages from: the home page and the campaign landing pages (wdec) offer
 * the same blocks, rendered by the same components (./index.tsx). Texts are plain fields so every
 * language keeps its own wording; the whole layout is localised by the page that holds it.
 */
const anchorPattern = /^[a-z][a-z0-9-]{0,40}$/

/** Where the section sits on the page: its in-page link name and whether its background is tinted. */
const placement: Field[] = [
  {
    name: 'anchor',
    type: 'text',
    admin: { description: 'Name of the in-page link to this section, e.g. "platform" for #platform (lower-case letters, digits, dashes).' },
    validate: (value: unknown) =>
      !value || (typeof value === 'string' && anchorPattern.test(value)) ? true : 'Use lower-case letters, digits and dashes, starting with a letter.',
  },
  { name: 'shaded', type: 'checkbox', admin: { description: 'Tinted background, to set the section apart from its neighbours.' } },
]

const link: Field[] = [
  { name: 'ctaLabel', type: 'text' },
  { name: 'ctaHref', type: 'text', admin: { description: 'Locale-relative path such as /contact, or a full URL.' } },
]

const figures = (name: string, minRows?: number): Field => ({
  name,
  type: 'array',
  minRows,
  fields: [
    { name: 'value', type: 'text', required: true },
    { name: 'label', type: 'text', required: true },
  ],
})

export const pageBlocks: Block[] = [
  {
    slug: 'hero',
    interfaceName: 'LandingHeroBlock',
    labels: { singular: 'Introduction', plural: 'Introductions' },
    fields: [{ name: 'eyebrow', type: 'text' }, { name: 'text', type: 'textarea', required: true }, ...link, ...placement],
  },
  {
    slug: 'features',
    interfaceName: 'LandingFeaturesBlock',
    labels: { singular: 'Cards', plural: 'Cards' },
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'intro', type: 'textarea' },
      {
        name: 'items',
        type: 'array',
        minRows: 1,
        fields: titleAndText(),
      },
      { name: 'figuresHeading', type: 'text', admin: { description: 'Optional figures under the cards, with their own heading.' } },
      figures('figures'),
      ...placement,
    ],
  },
  {
    slug: 'stats',
    interfaceName: 'LandingStatsBlock',
    labels: { singular: 'Figures', plural: 'Figures' },
    fields: [{ name: 'heading', type: 'text', required: true }, figures('items', 1), ...placement],
  },
  {
    slug: 'chips',
    interfaceName: 'ChipsBlock',
    labels: { singular: 'List of names', plural: 'Lists of names' },
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'items', type: 'array', minRows: 1, fields: [{ name: 'text', type: 'text', required: true }] },
      ...placement,
    ],
  },
  {
    slug: 'cta',
    interfaceName: 'LandingCtaBlock',
    labels: { singular: 'Call to action', plural: 'Calls to action' },
    fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, ...link, ...placement],
  },
  {
    slug: 'testimonials',
    interfaceName: 'TestimonialsBlock',
    labels: { singular: 'Testimonials', plural: 'Testimonials' },
    fields: [{ name: 'heading', type: 'text', required: true }, ...placement],
  },
  {
    slug: 'support',
    interfaceName: 'SupportBlock',
    labels: { singular: 'Support line', plural: 'Support lines' },
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'text', type: 'textarea' },
      { name: 'callLabel', type: 'text', required: true, admin: { description: '{phone} is replaced by the support phone of the site settings.' } },
      ...placement,
    ],
  },
  {
    slug: 'impact',
    interfaceName: 'ImpactBlock',
    labels: { singular: 'Impact figures', plural: 'Impact figures' },
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'co2Label', type: 'text', required: true },
      { name: 'treesLabel', type: 'text', required: true },
      { name: 'updatedLabel', type: 'text', required: true, admin: { description: '{date} is replaced by the date of the figures.' } },
      ...placement,
    ],
  },
  {
    slug: 'latestNews',
    interfaceName: 'LatestNewsBlock',
    labels: { singular: 'Latest news', plural: 'Latest news' },
    fields: [{ name: 'heading', type: 'text', required: true }, { name: 'count', type: 'number', min: 1, max: 6, defaultValue: 3 }, ...placement],
  },
  {
    slug: 'leadForm',
    interfaceName: 'LeadFormBlock',
    labels: { singular: 'Lead form', plural: 'Lead forms' },
    fields: [
      { name: 'heading', type: 'text', required: true, admin: { description: 'Shown only if the form cannot be shown; the form has its own heading.' } },
      { name: 'intro', type: 'textarea' },
      ...placement,
    ],
  },
]
