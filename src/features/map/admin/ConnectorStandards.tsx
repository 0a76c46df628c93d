import { codeCell, codeField } from '@/lib/admin-fields/CodeNameField'

import { connectorNames } from '../components/format'

/**
 * A station's derived `connectorStandards` (`|CHADEMO|IEC_62196_T2|`, kept so for the map's
 * filter) as a driver names them: "CHAdeMO, Type 2". The names are the same in every language.
 */
function standardNames(code: unknown): string {
  if (typeof code !== 'string' || !code.replaceAll('|', '')) return '—'
  return code
    .split('|')
    .filter(Boolean)
    .map((standard) => connectorNames[standard] ?? standard)
    .join(', ')
}

export const ConnectorStandardsField = codeField(standardNames)
export const ConnectorStandardsCell = codeCell(standardNames)
