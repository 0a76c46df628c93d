import type { CollectionConfig, Field } from 'payload'

import { editorsDrafts } from '@/access'
import { adminLabels, adminNames, adminOptions, type AdminNames } from '@/i18n/backoffice/labels'
import { titleAndText } from '@/lib/admin-fields/fields'

import { contentPreview } from './preview/links'
import type { PreviewableCollection } from './preview/documents'

/**
 * The shared collections (served as `/fire-prefetch/{file}.json` and read by
 * the marketing pages). Every visitor-facing text is localised; `my` falls back to `en`.
 * Collections have drafts: editors see and edit drafts, visitors and the API read published only.
 */
const order: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar' },
}

function sharedCollection(
  slug: string,
  labels: AdminNames,
  useAsTitle: string,
  fields: Field[],
  description?: string,
): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      group: 'Shared content',
      useAsTitle,
      defaultColumns: [useAsTitle, 'order', '_status'],
      description,
    },
    access: editorsDrafts,
    defaultSort: 'order',
    versions: { drafts: true, maxPerDoc: 20 },
    fields: [...fields, order],
  }
}

/** Live preview and the Preview button on the page that shows the collection (see preview.ts). */
function withPreview(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: { ...config.admin, ...contentPreview(config.slug as PreviewableCollection) },
  }
}

export const PartnerSlides = sharedCollection(
  'partner-slides',
  adminNames(
    ['Partner slide', 'Partner slides'],
    ['Diapositivo de parceiro', 'Diapositivos de parceiros'],
    ['Слайд партнера', 'Слайди партнерів'],
  ),
  'title',
  [
    ...titleAndText({ localized: true, textRequired: false }),
    { name: 'partnerName', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'url', type: 'text' },
  ],
)

export const PurchaseRules = sharedCollection(
  'purchase-rules',
  adminNames(
    ['Purchase rule', 'Purchase rules'],
    ['Regra de compra', 'Regras de compra'],
    ['Правило купівлі', 'Правила купівлі'],
  ),
  'title',
  titleAndText({ localized: true }),
)

/**
 * Terms of sale of the shop (delivery, payment, warranty), shown beside the purchase rules on the
 * shop, the cart and the order form. Purchase rules are what a buyer accepts when ordering; terms
 * inform.
 */
export const Terms = sharedCollection(
  'terms',
  adminNames(
    ['Term of sale', 'Terms of sale'],
    ['Condição de venda', 'Condições de venda'],
    ['Умова продажу', 'Умови продажу'],
  ),
  'title',
  titleAndText({ localized: true }),
  'Terms of sale shown in the shop, the cart and the order form.',
)

export const Testimonials = sharedCollection(
  'testimonials',
  adminNames(['Testimonial', 'Testimonials'], ['Testemunho', 'Testemunhos'], ['Відгук', 'Відгуки']),
  'author',
  [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'author', type: 'text', required: true },
    { name: 'role', type: 'text', required: true, localized: true },
    { name: 'company', type: 'text', required: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
)

export const Packages = sharedCollection(
  'packages',
  adminNames(['Package', 'Packages'], ['Pacote', 'Pacotes'], ['Пакет', 'Пакети']),
  'name',
  [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      name: 'features',
      type: 'array',
      localized: true,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'price',
      type: 'number',
      min: 0,
      admin: { description: 'Monthly price per station; empty = on request.' },
    },
    { name: 'currency', type: 'text', defaultValue: 'EUR' },
    {
      name: 'maxStations',
      type: 'number',
      defaultValue: 4,
      min: 1,
      admin: { description: 'The price applies up to this many stations.' },
    },
    {
      name: 'priceCondition',
      type: 'text',
      localized: true,
      admin: {
        description:
          'E.g. “Up to 4 stations (free or mixed). Beyond 4 we agree the price separately.”',
      },
    },
    { name: 'highlighted', type: 'checkbox', defaultValue: false },
  ],
  'Partnership packages. The price condition (up to 4 stations, beyond that agreed separately) is shown with each price.',
)

/** Whom a FAQ entry answers. */
const audienceLabels = adminLabels(['drivers', 'business', 'partners'], {
  en: ['EV drivers', 'Businesses', 'Partners'],
  pt: ['Condutores de VE', 'Empresas', 'Parceiros'],
  uk: ['Водії електромобілів', 'Бізнес', 'Партнери'],
})

export const Faq = withPreview(
  sharedCollection(
    'faq',
    adminNames(
      ['FAQ entry', 'FAQ'],
      ['Pergunta frequente', 'Perguntas frequentes'],
      ['Часте запитання', 'Часті запитання'],
    ),
    'question',
    [
      { name: 'question', type: 'text', required: true, localized: true },
      { name: 'answer', type: 'textarea', required: true, localized: true },
      {
        name: 'audience',
        type: 'select',
        required: true,
        defaultValue: 'drivers',
        options: adminOptions(audienceLabels),
        index: true,
      },
    ],
  ),
)

export const Team = withPreview(
  sharedCollection(
    'team',
    adminNames(
      ['Team member', 'Team'],
      ['Membro da equipa', 'Equipa'],
      ['Член команди', 'Команда'],
    ),
    'name',
    [
      { name: 'name', type: 'text', required: true },
      { name: 'role', type: 'text', required: true, localized: true },
      { name: 'bio', type: 'textarea', localized: true },
      { name: 'photo', type: 'upload', relationTo: 'media' },
    ],
  ),
)

export const sharedCollections = [
  PartnerSlides,
  PurchaseRules,
  Terms,
  Testimonials,
  Packages,
  Faq,
  Team,
]
