import type { GlobalConfig } from 'payload'

import { globalPreview } from '@/features/content/preview/links'
import { isEditor, publicContent } from '@/access'

import { pageBlocks } from './blocks/config'

/**
 * Every text of the home page, in each language: the hero (heading, pitch, buttons, the two videos)
 * and the sections below it, which editors compose from the same blocks as the landing pages.
 * Drafts autosave; the preview and live preview show the latest draft, visitors the published
 * version.
 */
export const HomePageContent: GlobalConfig = {
  slug: 'home-page',
  label: { en: 'Home page', pt: 'Página inicial', uk: 'Головна сторінка' },
  admin: { group: 'Marketing', ...globalPreview('home-page') },
  access: { read: publicContent, readVersions: isEditor, update: isEditor },
  versions: { max: 30, drafts: { autosave: { interval: 1500 } } },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'hero',
          label: 'Hero',
          fields: [
            {
              name: 'title',
              type: 'text',
              required: true,
              localized: true,
              admin: { description: 'The page heading (h1).' },
            },
            { name: 'eyebrow', type: 'text', localized: true },
            { name: 'pitch', type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'primaryLabel', type: 'text', localized: true },
                {
                  name: 'primaryHref',
                  type: 'text',
                  admin: {
                    description: 'Locale-relative path such as /ev-drivers, or a full URL.',
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'secondaryLabel', type: 'text', localized: true },
                {
                  name: 'secondaryHref',
                  type: 'text',
                  admin: { description: 'Locale-relative path such as /business, or a full URL.' },
                },
              ],
            },
            {
              name: 'videos',
              type: 'array',
              maxRows: 4,
              admin: {
                description:
                  'Without a video file the poster opens a note that the video is not available.',
              },
              fields: [
                { name: 'title', type: 'text', required: true, localized: true },
                {
                  name: 'duration',
                  type: 'text',
                  required: true,
                  admin: { description: 'As shown on the poster, e.g. 3:35.' },
                  validate: (v: unknown) =>
                    typeof v === 'string' && /^\d{1,2}:\d{2}$/.test(v)
                      ? true
                      : 'Minutes and seconds, e.g. 3:35.',
                },
                {
                  name: 'poster',
                  type: 'upload',
                  relationTo: 'media',
                  required: true,
                  admin: { description: 'An image, 16:9; it is what visitors see first.' },
                },
                {
                  name: 'video',
                  type: 'upload',
                  relationTo: 'videos',
                  admin: {
                    description:
                      'MP4 or WebM. It plays muted and looped while visible, unless the visitor prefers reduced motion.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Sections',
          fields: [{ name: 'layout', type: 'blocks', blocks: pageBlocks, localized: true }],
        },
      ],
    },
  ],
}
