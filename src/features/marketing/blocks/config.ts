import type { Block, Field } from 'payload'

import type {
  ChipsBlock,
  ImpactBlock,
  LandingCtaBlock,
  LandingFeaturesBlock,
  LandingHeroBlock,
  LandingStatsBlock,
  LatestNewsBlock,
  LeadFormBlock,
  SupportBlock,
  TestimonialsBlock,
} from '@/payload-types'

import { titleAndText } from '@/lib/admin-fields/fields'

/**
 * The sections editors compose pages from: the home page and the campaign landing pages (wdec)
 * offer the same blocks, rendered by the same components (./index.tsx). Texts are plain fields so
 * every language keeps its own wording; the whole layout is localised by the page that holds it.
 */
const anchorPattern = /^[a-z][a-z0-9-]{0,40}$/

/**
 * Where the section sits on the page: its in-page link name and whether its background is tinted.
 */
const placement: Field[] = [
  {
    name: 'anchor',
    type: 'text',
    admin: {
      description:
        'Name of the in-page link to this section, e.g. "platform" for #platform (lower-case letters, digits, dashes).',
    },
    validate: (value: unknown) =>
      !value || (typeof value === 'string' && anchorPattern.test(value))
        ? true
        : 'Use lower-case letters, digits and dashes, starting with a letter.',
  },
  {
    name: 'shaded',
    type: 'checkbox',
    admin: { description: 'Tinted background, to set the section apart from its neighbours.' },
  },
]

const link: Field[] = [
  { name: 'ctaLabel', type: 'text' },
  {
    name: 'ctaHref',
    type: 'text',
    admin: { description: 'Locale-relative path such as /contact, or a full URL.' },
  },
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

const heading: Field = { name: 'heading', type: 'text', required: true }

/**
 * A block: its slug, its type's name in payload-types.ts, its back-office name (one, many) and its
 * fields, then its placement.
 */
const block = (
  slug: string,
  interfaceName: string,
  [singular, plural]: [string, string],
  fields: Field[],
): Block => ({
  slug,
  interfaceName,
  labels: { singular, plural },
  fields: [...fields, ...placement],
})

/** One block of a page's layout as stored (the generated types of the blocks below). */
export type PageBlock =
  | LandingHeroBlock
  | LandingFeaturesBlock
  | LandingStatsBlock
  | ChipsBlock
  | LandingCtaBlock
  | TestimonialsBlock
  | SupportBlock
  | ImpactBlock
  | LatestNewsBlock
  | LeadFormBlock

export const pageBlocks: Block[] = [
  block(
    'hero',
    'LandingHeroBlock',
    ['Introduction', 'Introductions'],
    [
      { name: 'eyebrow', type: 'text' },
      { name: 'text', type: 'textarea', required: true },
      ...link,
    ],
  ),
  block(
    'features',
    'LandingFeaturesBlock',
    ['Cards', 'Cards'],
    [
      heading,
      { name: 'intro', type: 'textarea' },
      { name: 'items', type: 'array', minRows: 1, fields: titleAndText() },
      {
        name: 'figuresHeading',
        type: 'text',
        admin: { description: 'Optional figures under the cards, with their own heading.' },
      },
      figures('figures'),
    ],
  ),
  block('stats', 'LandingStatsBlock', ['Figures', 'Figures'], [heading, figures('items', 1)]),
  block(
    'chips',
    'ChipsBlock',
    ['List of names', 'Lists of names'],
    [
      heading,
      {
        name: 'items',
        type: 'array',
        minRows: 1,
        fields: [{ name: 'text', type: 'text', required: true }],
      },
    ],
  ),
  block(
    'cta',
    'LandingCtaBlock',
    ['Call to action', 'Calls to action'],
    [heading, { name: 'text', type: 'textarea' }, ...link],
  ),
  block('testimonials', 'TestimonialsBlock', ['Testimonials', 'Testimonials'], [heading]),
  block(
    'support',
    'SupportBlock',
    ['Support line', 'Support lines'],
    [
      heading,
      { name: 'text', type: 'textarea' },
      {
        name: 'callLabel',
        type: 'text',
        required: true,
        admin: { description: '{phone} is replaced by the support phone of the site settings.' },
      },
    ],
  ),
  block(
    'impact',
    'ImpactBlock',
    ['Impact figures', 'Impact figures'],
    [
      heading,
      { name: 'co2Label', type: 'text', required: true },
      { name: 'treesLabel', type: 'text', required: true },
      {
        name: 'updatedLabel',
        type: 'text',
        required: true,
        admin: { description: '{date} is replaced by the date of the figures.' },
      },
    ],
  ),
  block(
    'latestNews',
    'LatestNewsBlock',
    ['Latest news', 'Latest news'],
    [heading, { name: 'count', type: 'number', min: 1, max: 6, defaultValue: 3 }],
  ),
  block(
    'leadForm',
    'LeadFormBlock',
    ['Lead form', 'Lead forms'],
    [
      {
        name: 'heading',
        type: 'text',
        required: true,
        admin: {
          description: 'Shown only if the form cannot be shown; the form has its own heading.',
        },
      },
      { name: 'intro', type: 'textarea' },
    ],
  ),
]
