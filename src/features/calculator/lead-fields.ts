import type { CollectionConfig, Field } from 'payload'

import { fixedField } from '@/access'

import { chargerKinds, kindPowerKw } from './model'

type Label = { en: string; pt: string; uk: string }
const number = (name: string, label: Label): Field => ({ name, label, type: 'number' })
const kindLabel = (kind: (typeof chargerKinds)[number]) =>
  `${kind.startsWith('dc') ? 'DC' : 'AC'} ${kindPowerKw[kind]} kW`
export const chargersField = (kind: (typeof chargerKinds)[number]) =>
  `chargers${kind[0]!.toUpperCase()}${kind.slice(1)}`

/**
 * The payback plan a lead came with, as the server recomputed it from the plan's inputs and the
 * market's figures at the time (never the browser's numbers). Sales read it on the lead; nobody
 * edits it.
 */
export const calculationField: Field = {
  name: 'calculation',
  label: { en: 'Payback plan', pt: 'Plano de retorno', uk: 'План окупності' },
  type: 'group',
  access: fixedField,
  admin: {
    readOnly: true,
    condition: (data) =>
      Boolean((data?.calculation as { currency?: string } | undefined)?.currency),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'market', label: { en: 'Market', pt: 'Mercado', uk: 'Ринок' }, type: 'text' },
        { name: 'currency', label: { en: 'Currency', pt: 'Moeda', uk: 'Валюта' }, type: 'text' },
        number('paybackYears', {
          en: 'Payback (years)',
          pt: 'Retorno (anos)',
          uk: 'Окупність (роки)',
        }),
      ],
    },
    {
      type: 'row',
      fields: chargerKinds.map((kind) =>
        number(chargersField(kind), {
          en: kindLabel(kind),
          pt: kindLabel(kind),
          uk: kindLabel(kind),
        }),
      ),
    },
    {
      type: 'row',
      fields: [
        number('hoursPerDay', { en: 'Hours per day', pt: 'Horas por dia', uk: 'Годин на день' }),
        number('driverPrice', { en: 'Price per kWh', pt: 'Preço por kWh', uk: 'Ціна за кВт·год' }),
        number('energyCost', {
          en: 'Energy per kWh',
          pt: 'Energia por kWh',
          uk: 'Енергія за кВт·год',
        }),
        number('capex', {
          en: 'Hardware and installation',
          pt: 'Equipamento e instalação',
          uk: 'Обладнання та встановлення',
        }),
        number('monthlyFees', {
          en: 'Monthly fees',
          pt: 'Custos mensais',
          uk: 'Щомісячні платежі',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        number('energyKwhPerMonth', {
          en: 'kWh per month',
          pt: 'kWh por mês',
          uk: 'кВт·год на місяць',
        }),
        number('revenuePerMonth', {
          en: 'Revenue per month',
          pt: 'Receita por mês',
          uk: 'Виручка на місяць',
        }),
        number('marginPerMonth', {
          en: 'Margin per month',
          pt: 'Margem por mês',
          uk: 'Маржа на місяць',
        }),
        number('co2TonnesPerYear', {
          en: 'CO₂ avoided (t/year)',
          pt: 'CO₂ evitado (t/ano)',
          uk: 'Уникнений CO₂ (т/рік)',
        }),
      ],
    },
  ],
}

/**
 * The leads collection with the recomputed plan beside the submitted fields (composed in
 * payload.config).
 */
export function withLeadCalculation(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'leads') return collection
  const at = collection.fields.findIndex((f) => 'name' in f && f.name === 'status')
  const fields = [...collection.fields]
  fields.splice(at < 0 ? fields.length : at, 0, calculationField)
  return { ...collection, fields }
}
