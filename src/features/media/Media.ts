import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '@/access'

/**
 * Uploaded images for every feature (news covers, goods, team, testimonials…). sharp makes the
 * responsive sizes; alt text is required and localised, so every image is described in every language.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.MEDIA_DIR || 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 640 },
      { name: 'wide', width: 1280 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
