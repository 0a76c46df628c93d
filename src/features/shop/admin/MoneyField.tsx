import { getTranslation } from '@payloadcms/translations'
import { TextInput } from '@payloadcms/ui'
import type { NumberFieldServerComponent } from 'payload'

import { money } from '@/lib/admin-fields/money'

/**
 * An order's amount (its total, a line's price and total) shown read-only with the order's
 * currency ("749,00 €"), not a bare "749". Only the site writes them; empty stays empty (a price on
 * request).
 */
export const OrderMoneyField: NumberFieldServerComponent = ({
  clientField,
  value,
  data,
  i18n,
  path,
}) => {
  const label = clientField.label ? getTranslation(clientField.label, i18n) : undefined
  const description = clientField.admin?.description
  const currency = (data as { currency?: string } | undefined)?.currency
  return (
    <TextInput
      path={path ?? clientField.name}
      label={label}
      description={typeof description === 'function' ? undefined : description}
      value={typeof value === 'number' ? money(value, currency, i18n.language) : ''}
      readOnly
    />
  )
}
