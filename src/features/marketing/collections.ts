import type { CollectionConfig } from 'payload'

import { anyone, editorsDrafts, editorsWrite } from '@/access'
import { localUploadDir } from '@/features/media/storage'
import { adminNames, siteOptions } from '@/i18n/backoffice/labels'

import { pageBlocks } from './blocks/config'

/** Open positions of the careers section on about-us. */
export const Positions: CollectionConfig = {
  slug: 'positions',
  labels: adminNames(
    ['Open position', 'Open positions'],
    ['Vaga', 'Vagas'],
    ['Вакансія', 'Вакансії'],
  ),
  admin: {
    group: 'Marketing',
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'employment', '_status'],
  },
  access: editorsDrafts,
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'location', type: 'text', required: true, localized: true },
    {
      name: 'employment',
      type: 'select',
      required: true,
      defaultValue: 'full-time',
      options: siteOptions('marketing', 'about.employment', ['full-time', 'part-time', 'contract']),
    },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

/** Campaign landing pages editors compose from blocks (wdec is one of them). */
export const LandingPages: CollectionConfig = {
  slug: 'landing-pages',
  labels: adminNames(
    ['Landing page', 'Landing pages'],
    ['Página de campanha', 'Páginas de campanha'],
    ['Цільова сторінка', 'Цільові сторінки'],
  ),
  admin: { group: 'Marketing', useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'] },
  access: editorsDrafts,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    // The layout is localised as a whole: each language can have its own blocks and order.
    { name: 'layout', type: 'blocks', blocks: pageBlocks, minRows: 1, localized: true },
  ],
}

/** Hero videos of the home page (MP4 or WebM); their posters are images in `media`. */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: adminNames(['Video', 'Videos'], ['Vídeo', 'Vídeos'], ['Відео', 'Відео']),
  admin: { group: 'Content', useAsTitle: 'title' },
  access: editorsWrite(anyone),
  upload: { staticDir: localUploadDir('videos'), mimeTypes: ['video/mp4', 'video/webm'] },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }],
}
