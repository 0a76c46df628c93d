import type {
  CollectionSlug,
  DefaultServerCellComponentProps,
  JSONFieldServerComponent,
  UIFieldServerComponent,
} from 'payload'

import { editorLanguage } from '@/lib/admin-fields/language'

import { auditDetails, type CollectionName } from './details'
import { auditSentence, type AuditRecord } from './sentences'

/** An audit entry as a sentence (sentences.ts): in the list and at the top of the entry. */
export function AuditSentenceCell({ rowData, i18n }: DefaultServerCellComponentProps) {
  return <span>{auditSentence(rowData as AuditRecord, i18n?.language ?? 'en')}</span>
}

export const AuditSentenceField: UIFieldServerComponent = ({ data, i18n }) => (
  <p className="field-type" data-audit-sentence style={{ fontSize: '1.1rem', margin: 0 }}>
    {auditSentence((data ?? {}) as AuditRecord, i18n.language)}
  </p>
)

const detailsHeading = { en: 'Details', pt: 'Detalhes', uk: 'Подробиці' }

/** A collection's label (a text, or one per language) in `language`; else its slug. */
function labelIn(label: unknown, language: string, slug: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const texts = label as Record<string, unknown>
    const text = texts[language] ?? texts.en
    if (typeof text === 'string') return text
  }
  return slug
}

/** The entry's stored details as labelled lines (details.ts), not as JSON. */
export const AuditDetailsField: JSONFieldServerComponent = ({ data, i18n, payload }) => {
  const language = editorLanguage(i18n.language)
  const name: CollectionName = (slug, count) => {
    const labels = payload.collections[slug as CollectionSlug]?.config.labels
    return labelIn(count === 1 ? labels?.singular : labels?.plural, language, slug)
  }
  const lines = auditDetails((data as AuditRecord | undefined)?.details, language, name)
  if (!lines.length) return null
  return (
    <div className="field-type" data-audit-details>
      <h2 className="field-label">{detailsHeading[language]}</h2>
      <dl style={{ margin: 0 }}>
        {lines.map(({ label, value }) => (
          <div key={label} style={{ marginBottom: 8 }}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
