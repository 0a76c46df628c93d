import { getTranslation } from '@payloadcms/translations'
import { TextInput } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, TextFieldServerComponent } from 'payload'

import { countryName, siteLanguageName } from './code-names'

/**
 * A stored code shown read-only by its name in the admin's language (code-names.ts): the site
 * language of a record ("English (Malaysia)", not `my`), a country ("Afghanistan", not `AF`). The
 * form keeps the code; only the site writes these fields. Its own value is in `siblingData` (a
 * field inside a group gets the top level's field of its name as `value`).
 */
type Name = (code: unknown, language: string) => string

export function codeField(name: Name): TextFieldServerComponent {
  const Field: TextFieldServerComponent = (props) => {
    const { clientField, i18n, path } = props
    const value = props.siblingData?.[clientField.name]
    const label = clientField.label ? getTranslation(clientField.label, i18n) : undefined
    return (
      <TextInput
        path={path ?? clientField.name}
        label={label}
        value={value ? name(value, i18n.language) : ''}
        readOnly
      />
    )
  }
  return Field
}

export const SiteLanguageField = codeField(siteLanguageName)
export const CountryField = codeField(countryName)

/** The list cell of such a code. */
export function codeCell(name: Name) {
  return function CodeCell({ cellData, i18n }: DefaultServerCellComponentProps) {
    return <span>{name(cellData, i18n?.language ?? 'en')}</span>
  }
}

export const SiteLanguageCell = codeCell(siteLanguageName)
export const CountryCell = codeCell(countryName)
