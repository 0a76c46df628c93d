import { getTranslation } from '@payloadcms/translations'
import { TextInput } from '@payloadcms/ui'
import type { NumberFieldServerComponent } from 'payload'

import { money } from '@/lib/admin-fields/money'

import { ownValue } from './own-value'

/**
 * An order's amount (its total, a line's unit price and line total) shown read-only with the
 * order's currency ("749,00 €"), not a bare "749". Only the site writes them; empty stays empty (a
 * price on request).
 */
export const OrderMoneyField: NumberFieldServerComponent = (props) => {
  const { clientField, data, i18n, path } = props
  const value = ownValue(props)
  const label = clientField.label ? getTranslation(clientField.label, i18n) : undefined
  const description = clientField.admin?.description
  const currency = (data as { currency?: string } | undefined)?.currency
  const amount = typeof value === 'number' ? money(value, currency, i18n.language) : ''
  return (
    <TextInput
      path={path ?? clientField.name}
      label={label}
      // The help says what an empty amount means ("Empty: price on request"): shown when empty.
      description={amount || typeof description === 'function' ? undefined : description}
      value={amount}
      readOnly
    />
  )
}
