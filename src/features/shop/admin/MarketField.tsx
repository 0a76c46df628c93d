import { getTranslation } from '@payloadcms/translations'
import { TextInput } from '@payloadcms/ui'
import type { TextFieldServerComponent } from 'payload'

import { marketName } from './markets'
import { ownValue } from './own-value'

/**
 * A stored market code (an order's, a visit's) shown read-only by the market's name: "Market:
 * International (EUR)", not "Market: en". Only the site writes these fields.
 */
export const MarketField: TextFieldServerComponent = async (props) => {
  const { clientField, payload, i18n, path } = props
  const value = ownValue(props)
  const label = clientField.label ? getTranslation(clientField.label, i18n) : undefined
  const name = value ? await marketName(payload, value) : ''
  return <TextInput path={path ?? clientField.name} label={label} value={name} readOnly />
}
