'use client'

import { useTranslation } from '@payloadcms/ui'

import { fieldId } from '@/lib/admin-fields/FieldFrame'
import { editorLanguage } from '@/lib/admin-fields/language'
import { useEditableField } from '@/lib/admin-fields/useEditableField'

import { editorTexts } from './texts'

type Props = Parameters<typeof useEditableField>[0]

/** A station editor's field state, its element id, and its texts in the back office's language. */
export function useStationEditor({ path, field, readOnly }: Props) {
  const editable = useEditableField<unknown>({ path, field, readOnly })
  const { i18n } = useTranslation()
  const language = editorLanguage(i18n.language)
  return { ...editable, t: editorTexts[language], language, id: fieldId(path) }
}
