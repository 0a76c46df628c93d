import type { GlobalConfig } from 'payload'

import { publicContent, isEditor } from '@/access'
import { sameLabelOptions } from '@/lib/admin-fields/fields'

/**
 * Site-wide settings editors change without a deploy: brand, support contacts, app and social
 * links.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', pt: 'Definições do site', uk: 'Налаштування сайту' },
  admin: { group: 'Content' },
  access: { read: publicContent, update: isEditor },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Voltra' },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional; the built-in mark is used without one.' },
    },
    { name: 'legalName', type: 'text', defaultValue: 'Voltra Charging Ltd' },
    { name: 'supportPhone', type: 'text', required: true, defaultValue: '+44 20 3868 0420' },
    { name: 'supportEmail', type: 'email', required: true, defaultValue: 'support@voltra.example' },
    { name: 'salesEmail', type: 'email', defaultValue: 'sales@voltra.example' },
    { name: 'address', type: 'textarea', localized: true },
    {
      name: 'appLinks',
      type: 'group',
      fields: [
        { name: 'appStore', type: 'text', defaultValue: 'https://apps.apple.com/app/id0000000000' },
        {
          name: 'googlePlay',
          type: 'text',
          defaultValue: 'https://play.google.com/store/apps/details?id=example.voltra',
        },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          // Brand names: the same in every language.
          options: sameLabelOptions({
            linkedin: 'LinkedIn',
            facebook: 'Facebook',
            instagram: 'Instagram',
            youtube: 'YouTube',
            x: 'X',
          }),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
