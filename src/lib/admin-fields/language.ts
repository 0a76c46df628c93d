/** The back office's languages our own editors have texts in (Payload's codes: `uk` for Ukrainian). */
export type EditorLanguage = 'en' | 'pt' | 'uk'

/** A back-office language (Payload's code, or the site's `ua`) → one we have texts in; English otherwise. */
export function editorLanguage(language: string | undefined | null): EditorLanguage {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0]
  return base === 'uk' || base === 'ua' ? 'uk' : base === 'pt' ? 'pt' : 'en'
}
