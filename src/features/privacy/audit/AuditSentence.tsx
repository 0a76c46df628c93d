import type { DefaultServerCellComponentProps, UIFieldServerComponent } from 'payload'

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
