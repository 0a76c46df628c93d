import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { editorsOrPublished, isEditor } from '@/access'
import { locales } from '@/i18n/locales'

import { slugField } from './fields'
import { lexicalToPlainText } from './lexical'
import { createPreviewToken } from './preview'

const siteLocale = (locale: string | undefined) => ((locales as readonly string[]).includes(locale ?? '') ? locale : 'en')

/** `/{locale}/news/{url}?token=…`: the draft preview link the back office opens (button and live preview). */
function previewPath(doc: { id?: unknown; url?: unknown }, locale: string | undefined, secret: string): string | null {
  if (!doc?.id || typeof doc.url !== 'string' || !doc.url) return null
  const token = createPreviewToken(String(doc.id), secret)
  return `/${siteLocale(locale)}/news/${doc.url}?token=${encodeURIComponent(token)}`
}

function requestOrigin(req: PayloadRequest): string {
  if (req.payload.config.serverURL) return req.payload.config.serverURL.replace(/\/$/, '')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost:3000'
  const proto = req.headers.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${proto}://${host}`
}

/**
 * Keeps derived fields right on every save: pinned posts keep their position, unpinned ones none (so
 * "pinned first, ascending fixedPosition, then newest" is one sort on both databases); the first
 * publish stamps `publishedAt`; `searchText` holds the lowercased title, excerpt and body of the
 * locale being saved, which the site and API search (case-insensitive for Cyrillic on SQLite too).
 */
const deriveFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.fixed = Boolean(data.fixed ?? originalDoc?.fixed)
  const position = data.fixedPosition === undefined ? originalDoc?.fixedPosition : data.fixedPosition
  data.fixedPosition = data.fixed ? (typeof position === 'number' ? position : 0) : null
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt) data.publishedAt = new Date().toISOString()
  const title = data.title ?? originalDoc?.title ?? ''
  const excerpt = data.excerpt ?? originalDoc?.excerpt ?? ''
  const content = data.content ?? originalDoc?.content
  data.searchText = [title, excerpt, lexicalToPlainText(content)].join('\n').toLowerCase()
  return data
}

/**
 * News posts. Every visitor-facing text is localised; `url` is one slug
 * for every locale (see fields.ts). Drafts with autosave and scheduled publishing; anonymous readers
 * (and the Payload REST API) only ever see published posts.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'url', 'category', 'fixed', 'publishedAt', '_status'],
    group: 'News',
    preview: (doc, { locale, req }) => previewPath(doc, locale, req.payload.secret),
    livePreview: {
      // Absolute: the admin only trusts messages from the origin of this URL.
      url: ({ data, locale, req }) => {
        const path = previewPath(data, typeof locale === 'string' ? locale : locale?.code, req.payload.secret)
        return path ? `${requestOrigin(req)}${path}` : null
      },
    },
  },
  access: { read: editorsOrPublished, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: {
    maxPerDoc: 30,
    drafts: { autosave: { interval: 1500 }, schedulePublish: true },
  },
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [deriveFields] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField('title', 'url'),
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 400 },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    { name: 'category', type: 'relationship', relationTo: 'post-categories', index: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { position: 'sidebar' } },
    {
      name: 'fixed',
      label: 'Pinned',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Pinned posts come first in the news list.' },
    },
    {
      name: 'fixedPosition',
      label: 'Pinned position',
      type: 'number',
      min: 0,
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.fixed), description: 'Ascending: 1 is shown first.' },
    },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70, admin: { description: 'Defaults to the post title.' } },
        { name: 'description', type: 'textarea', localized: true, maxLength: 170, admin: { description: 'Defaults to the excerpt.' } },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Defaults to the cover.' } },
      ],
    },
    { name: 'searchText', type: 'text', localized: true, admin: { hidden: true }, access: { read: () => false } },
  ],
}
