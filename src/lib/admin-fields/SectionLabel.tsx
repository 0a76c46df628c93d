import { getTranslation, type I18nClient } from '@payloadcms/translations'

/**
 * A collapsible's heading given as its `Label` component instead of its `label`: Payload puts a
 * collapsible's label in front of each of its fields in the list filters ("Customer > Phone"); a
 * `Label` component it does not (src/lib/admin-fields/list-labels.ts).
 */
export function SectionLabel({ text, i18n }: { text: Record<string, string>; i18n: I18nClient }) {
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {getTranslation(text, i18n)}
    </span>
  )
}
