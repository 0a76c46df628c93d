import type { GlobalConfig } from 'payload'

import { isEditor, publicContent } from '@/access'
import type { AdminLabel } from '@/i18n/backoffice/labels'

import { globalPreview } from './preview/links'

/** Drafts autosave; live preview shows the page with the draft, visitors the published version. */
function legalGlobal(slug: 'privacy-policy' | 'public-agreement', label: AdminLabel): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Shared content', ...globalPreview(slug) },
    access: { read: publicContent, readVersions: isEditor, update: isEditor },
    versions: { max: 30, drafts: { autosave: { interval: 1500 } } },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'effectiveDate', type: 'date', required: true },
      { name: 'content', type: 'richText', required: true, localized: true },
    ],
  }
}

export const PrivacyPolicy = legalGlobal('privacy-policy', {
  en: 'Privacy policy',
  pt: 'Política de privacidade',
  uk: 'Політика конфіденційності',
})
export const PublicAgreement = legalGlobal('public-agreement', {
  en: 'Public agreement',
  pt: 'Contrato público',
  uk: 'Публічний договір',
})

/** Figures of the impact section; IMPACT_DATA_URL (when set) overrides them at read time. */
export const ImpactData: GlobalConfig = {
  slug: 'impact-data',
  label: { en: 'Impact figures', pt: 'Dados de impacto', uk: 'Показники впливу' },
  admin: {
    group: 'Shared content',
    description: 'Used when IMPACT_DATA_URL is not configured or does not answer.',
  },
  access: { read: publicContent, update: isEditor },
  fields: [
    { name: 'co2Tons', type: 'number', required: true, min: 0 },
    { name: 'trees', type: 'number', required: true, min: 0 },
    { name: 'updatedOn', type: 'date', required: true },
  ],
}

export const sharedGlobals = [PrivacyPolicy, PublicAgreement, ImpactData]
