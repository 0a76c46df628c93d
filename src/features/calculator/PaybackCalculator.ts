import type { Field, GlobalConfig } from 'payload'

import { isEditor, publicContent } from '@/access'
import { locales } from '@/i18n/locales'
import { sameLabelOptions } from '@/lib/admin-fields/fields'

import { chargerKinds, kindPowerKw } from './model'

const money = (name: string, label: { en: string; pt: string; uk: string }): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
})

/**
 * The payback calculator's markets, one per site language: its currency and the figures the
 * calculator opens with (prices, hours of use, hardware and installation per charger, monthly fee
 * per charger, CO₂ avoided per kWh). A language no row names uses the figures the site ships
 * (defaults.ts).
 */
export const PaybackCalculator: GlobalConfig = {
  slug: 'payback-calculator',
  label: { en: 'Payback calculator', pt: 'Calculadora de retorno', uk: 'Калькулятор окупності' },
  admin: {
    group: { en: 'Business tools', pt: 'Ferramentas para empresas', uk: 'Інструменти для бізнесу' },
    description: {
      en: 'Figures the calculator on /business opens with, per market. Prices in the market’s currency.',
      pt: 'Valores com que a calculadora de /business abre, por mercado. Preços na moeda do mercado.',
      uk: 'Значення, з якими відкривається калькулятор на /business, для кожного ринку. Ціни у валюті ринку.',
    },
  },
  access: { read: publicContent, update: isEditor },
  fields: [
    {
      name: 'markets',
      label: { en: 'Markets', pt: 'Mercados', uk: 'Ринки' },
      type: 'array',
      labels: {
        singular: { en: 'Market', pt: 'Mercado', uk: 'Ринок' },
        plural: { en: 'Markets', pt: 'Mercados', uk: 'Ринки' },
      },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: { en: 'Name', pt: 'Nome', uk: 'Назва' },
              type: 'text',
              required: true,
            },
            {
              name: 'locale',
              label: { en: 'Site language', pt: 'Língua do site', uk: 'Мова сайту' },
              type: 'select',
              required: true,
              options: sameLabelOptions(
                Object.fromEntries(
                  locales.map((l) => [l, l === 'my' ? 'EN (MY)' : l.toUpperCase()]),
                ),
              ),
            },
            {
              name: 'currency',
              label: { en: 'Currency (ISO 4217)', pt: 'Moeda (ISO 4217)', uk: 'Валюта (ISO 4217)' },
              type: 'text',
              required: true,
              minLength: 3,
              maxLength: 3,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            money('driverPrice', {
              en: 'Price per kWh to drivers',
              pt: 'Preço por kWh aos condutores',
              uk: 'Ціна за кВт·год для водіїв',
            }),
            money('energyCost', {
              en: 'Energy cost per kWh',
              pt: 'Custo da energia por kWh',
              uk: 'Вартість енергії за кВт·год',
            }),
            {
              name: 'hoursPerDay',
              label: {
                en: 'Hours of use per day',
                pt: 'Horas de uso por dia',
                uk: 'Годин використання на день',
              },
              type: 'number',
              required: true,
              min: 0,
              max: 24,
            },
          ],
        },
        {
          name: 'unitCost',
          label: {
            en: 'Hardware and installation per charger',
            pt: 'Equipamento e instalação por carregador',
            uk: 'Обладнання та встановлення на одну станцію',
          },
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: chargerKinds.map((kind) =>
                money(kind, {
                  en: `${kind.startsWith('dc') ? 'DC' : 'AC'} ${kindPowerKw[kind]} kW`,
                  pt: `${kind.startsWith('dc') ? 'DC' : 'AC'} ${kindPowerKw[kind]} kW`,
                  uk: `${kind.startsWith('dc') ? 'DC' : 'AC'} ${kindPowerKw[kind]} кВт`,
                }),
              ),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            money('monthlyFeePerCharger', {
              en: 'Monthly fees per charger',
              pt: 'Custos mensais por carregador',
              uk: 'Щомісячні платежі за станцію',
            }),
            {
              name: 'co2KgPerKwh',
              label: {
                en: 'CO₂ avoided per kWh (kg)',
                pt: 'CO₂ evitado por kWh (kg)',
                uk: 'Уникнений CO₂ на кВт·год (кг)',
              },
              type: 'number',
              required: true,
              min: 0,
              admin: {
                description: {
                  en: 'A petrol car’s CO₂ for the distance a kWh drives, less the grid’s CO₂ per kWh.',
                  pt: 'O CO₂ de um carro a gasolina na distância que um kWh percorre, menos o CO₂ da rede por kWh.',
                  uk: 'CO₂ бензинового авто на відстань, яку проїжджають на 1 кВт·год, мінус CO₂ мережі на кВт·год.',
                },
              },
            },
          ],
        },
      ],
    },
  ],
}
