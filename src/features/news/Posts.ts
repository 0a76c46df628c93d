import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { editorsDrafts } from '@/access'
import { contentPreview } from '@/features/content/preview/links'
import { locales, type Locale } from '@/i18n/locales'
import { adminNames } from '@/i18n/backoffice/labels'
import { fieldsOf } from '@/lib/fields'

import { slugField } from './fields'
import { translatedLocales, type LocalisedTexts } from './languages'
import { lexicalToPlainText } from './lexical'

/**
 * Derived fields, right on every save: an unpinned post has no position (so "pinned first, then
 * newest" is one sort on both databases), the first publish stamps `publishedAt`, and `searchText`
 * holds the saved locale's lowercased title, excerpt and body (case-insensitive on SQLite too).
 */
const deriveFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.fixed = Boolean(data.fixed ?? originalDoc?.fixed)
  const position =
    data.fixedPosition === undefined ? originalDoc?.fixedPosition : data.fixedPosition
  data.fixedPosition = data.fixed ? (typeof position === 'number' ? position : 0) : null
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt)
    data.publishedAt = new Date().toISOString()
  const title = data.title ?? originalDoc?.title ?? ''
  const excerpt = data.excerpt ?? originalDoc?.excerpt ?? ''
  const content = data.content ?? originalDoc?.content
  data.searchText = [title, excerpt, lexicalToPlainText(content)].join('\n').toLowerCase()
  return data
}

/**
 * Which locales show the post (`translatedLocales`): those with a title and text of their own (see
 * languages.ts). `data` holds only the locale being saved, so the other locales are read as stored
 * (the latest draft); the read runs in this request's transaction, and the request's locale, which
 * the Local API would overwrite, is put back.
 */
const deriveLanguages: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const locale = (typeof req.locale === 'string' ? req.locale : 'en') as Locale
  const texts: Required<{ [K in keyof LocalisedTexts]: Partial<Record<Locale, unknown>> }> = {
    title: {},
    content: {},
  }
  if (originalDoc?.id) {
    const { locale: savedLocale, fallbackLocale } = req
    try {
      const found = await req.payload.findByID({
        collection: 'posts',
        id: originalDoc.id,
        locale: 'all',
        draft: true,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { title: true, content: true },
        req,
      })
      // With locale 'all', each localised field holds every language's value.
      const stored = found
        ? (fieldsOf(found) as {
            title?: Partial<Record<Locale, unknown>>
            content?: Partial<Record<Locale, unknown>>
          })
        : null
      Object.assign(texts.title, stored?.title ?? {})
      Object.assign(texts.content, stored?.content ?? {})
    } finally {
      req.locale = savedLocale
      req.fallbackLocale = fallbackLocale
    }
  }
  texts.title[locale] = data.title !== undefined ? data.title : originalDoc?.title
  texts.content[locale] = data.content !== undefined ? data.content : originalDoc?.content
  const showEnglish = Boolean(data.showEnglishEverywhere ?? originalDoc?.showEnglishEverywhere)
  data.translatedLocales = translatedLocales(texts, showEnglish)
  return data
}

/**
 * News posts. Every visitor-facing text is localised; `url` is one slug for every locale (see
 * fields.ts). Drafts with autosave and scheduled publishing; anonymous readers (and the Payload
 * REST API) only ever see published posts.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: adminNames(['Post', 'Posts'], ['Artigo', 'Artigos'], ['Стаття', 'Статті']),
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'url',
      'translatedLocales',
      'category',
      'fixed',
      'publishedAt',
      '_status',
    ],
    group: 'News',
    ...contentPreview('posts'),
  },
  access: editorsDrafts,
  versions: {
    maxPerDoc: 30,
    // `validate`: besides checking drafts, it stops Payload's admin from storing an empty draft the
    // moment "Create new" is opened (it does that for autosaved collections whose drafts are not
    // validated). The first autosave then waits for a valid title and excerpt.
    drafts: { autosave: { interval: 1500 }, schedulePublish: true, validate: true },
  },
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [deriveFields, deriveLanguages] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField('title', 'url'),
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 400 },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'post-categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
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
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.fixed),
        description: 'Ascending: 1 is shown first.',
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'showEnglishEverywhere',
      label: 'Show the English text in other languages',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Off: the post appears only in the languages it has a title and text in. On: it also appears in the other languages, in English.',
      },
    },
    {
      name: 'translatedLocales',
      label: 'Languages',
      type: 'select',
      hasMany: true,
      index: true,
      options: locales.map((value) => ({
        label: value === 'my' ? 'EN (MY)' : value.toUpperCase(),
        value,
      })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Where the post is shown: languages with a title and text (EN (MY) reads English). Worked out on save.',
      },
    },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          maxLength: 70,
          admin: { description: 'Defaults to the post title.' },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          maxLength: 170,
          admin: { description: 'Defaults to the excerpt.' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Defaults to the cover.' },
        },
      ],
    },
    {
      name: 'searchText',
      type: 'text',
      localized: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
  ],
}
