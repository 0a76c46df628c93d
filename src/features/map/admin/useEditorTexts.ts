'use client'

import { useTranslation } from '@payloadcms/ui'

import { editorLanguage, editorTexts } from './texts'

/** The station editors' texts in the back office's current language. */
export function useEditorTexts() {
  const { i18n } = useTranslation()
  const language = editorLanguage(i18n.language)
  return { t: editorTexts[language], language }
}
