'use client'

import { useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useState } from 'react'

import { FieldFrame, labelText } from '@/lib/admin-fields/FieldFrame'
import styles from '@/lib/admin-fields/fields.module.css'
import type { EditorLanguage } from '@/lib/admin-fields/language'
import { fill } from '@/lib/fill'

import { money, priceParts } from '../components/format'
import {
  elementsOf,
  pricesProblems,
  simpleDimensions,
  simplePrices,
  tariffEditorTexts,
  type SimplePrices,
  type TariffEditorTexts,
} from '../tariffs/editor'
import type { OcpiTariff } from '../tariffs/model'
import { summarizeTariff } from '../tariffs/summary'
import { priceTexts } from './ConnectorPrices'
import { useStationEditor } from './useStationEditor'

type Drafts = Record<(typeof simpleDimensions)[number] | 'vat', string>

const shown = (n: number | null) => (n === null || Number.isNaN(n) ? '' : String(n))
const draftsOf = (p: SimplePrices): Drafts => ({
  ENERGY: shown(p.ENERGY),
  TIME: shown(p.TIME),
  FLAT: shown(p.FLAT),
  PARKING_TIME: shown(p.PARKING_TIME),
  vat: shown(p.vat),
})
/** A typed amount: empty is none, a decimal comma is a point; what is not a number stays text. */
const parsed = (text: string): number | string | null => {
  const clean = text.trim().replace(',', '.')
  if (!clean) return null
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : clean
}

/**
 * A tariff's OCPI elements as prices an editor reads: per kWh, per minute of charging, per session
 * and per minute idle, excluding VAT as OCPI carries them, one VAT rate, each price with what a
 * driver pays including it, and the driver's whole price as the site shows it. The value stays the
 * OCPI elements (one element); a tariff with bands or several VAT rates is edited as OCPI JSON.
 */
export const TariffElementsField: JSONFieldClientComponent = (props) => {
  const { field } = props
  const { value, setValue, showError, errorMessage, disabled, language, id } =
    useStationEditor(props)
  const t = tariffEditorTexts(language)
  const simple = simplePrices(value)
  const [asJson, setAsJson] = useState(simple === null)
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(simple ?? draftsFree))
  const currency = useFormFields(([f]) => (f.currency?.value as string | undefined) ?? '')

  const change = (key: keyof Drafts, text: string) => {
    const next = { ...drafts, [key]: text }
    setDrafts(next)
    const vat = parsed(next.vat)
    setValue(
      elementsOf(
        {
          ENERGY: parsed(next.ENERGY),
          TIME: parsed(next.TIME),
          FLAT: parsed(next.FLAT),
          PARKING_TIME: parsed(next.PARKING_TIME),
          vat: typeof vat === 'string' ? NaN : vat,
        },
        value,
      ),
    )
  }
  const problems = simple && !asJson ? pricesProblems(simple, language) : []
  return (
    <FieldFrame
      id={id}
      label={labelText(field.label, t.ENERGY, language)}
      description={asJson ? (simple ? undefined : t.complex) : t.intro}
      required={field.required}
      error={showError && errorMessage}
    >
      {asJson ? (
        <JsonElements id={id} value={value} t={t} disabled={disabled} onChange={setValue} />
      ) : (
        <div className={styles.row} data-tariff-editor>
          {simpleDimensions.map((d) => (
            <PriceInput
              key={d}
              name={`${id}-${d}`}
              label={t[d]}
              text={drafts[d]}
              hint={withVat(parsed(drafts[d]), parsed(drafts.vat), currency, language, t)}
              disabled={disabled}
              onChange={(text) => change(d, text)}
            />
          ))}
          <PriceInput
            name={`${id}-vat`}
            label={t.vatLabel}
            text={drafts.vat}
            disabled={disabled}
            onChange={(text) => change('vat', text)}
          />
        </div>
      )}
      {problems.length ? (
        <ul className={styles.error} data-tariff-problems>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <DriverPrice elements={value} currency={currency} language={language} t={t} />
      {simple ? (
        <button
          type="button"
          className={styles.button}
          disabled={disabled}
          onClick={() => {
            if (asJson) setDrafts(draftsOf(simple))
            setAsJson(!asJson)
          }}
        >
          {asJson ? t.asForm : t.asJson}
        </button>
      ) : null}
    </FieldFrame>
  )
}

const draftsFree: SimplePrices = {
  ENERGY: null,
  TIME: null,
  FLAT: null,
  PARKING_TIME: null,
  vat: null,
}

/** "with VAT: €0.55" beside a price, when it and the VAT are numbers. */
function withVat(
  price: number | string | null,
  vat: number | string | null,
  currency: string,
  language: EditorLanguage,
  t: TariffEditorTexts,
): string | undefined {
  if (typeof price !== 'number' || !/^[A-Z]{3}$/.test(currency)) return undefined
  const rate = typeof vat === 'number' ? vat : 0
  const gross = Math.round(price * (1 + rate / 100) * 10_000) / 10_000
  return fill(t.withVat, { price: money(language, gross, currency) })
}

function PriceInput(props: {
  name: string
  label: string
  text: string
  hint?: string
  disabled: boolean
  onChange: (text: string) => void
}) {
  // The hint sits beside the label, not inside it: inside, it would become part of the input's name.
  return (
    <div className={styles.priceInput}>
      <label>
        {props.label}
        <input
          className={`${styles.input} ${styles.narrow}`}
          name={props.name}
          inputMode="decimal"
          autoComplete="off"
          value={props.text}
          disabled={props.disabled}
          aria-describedby={props.hint ? `${props.name}-hint` : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
      {props.hint ? (
        <span id={`${props.name}-hint`} className={styles.muted}>
          {props.hint}
        </span>
      ) : null}
    </div>
  )
}

/** The tariff's whole price as the map and the station page say it, VAT included. */
function DriverPrice(props: {
  elements: unknown
  currency: string
  language: EditorLanguage
  t: TariffEditorTexts
}) {
  const { elements, currency, language, t } = props
  if (!Array.isArray(elements) || !elements.length || !/^[A-Z]{3}$/.test(currency)) return null
  let words: string
  try {
    // Elements typed as JSON may be any shape until saved: no sentence then.
    const tariff = { currency, elements } as OcpiTariff
    const summary = summarizeTariff(tariff, { now: new Date(), timeZone: 'UTC', powerKw: 22 })
    words = priceParts(summary, language, priceTexts[language]).join(', ')
  } catch {
    return null
  }
  return (
    <p data-tariff-driver-price aria-live="polite">
      {fill(t.driverPays, { price: words })}
    </p>
  )
}

/** The OCPI elements as JSON text; text that does not parse is kept, for the save to refuse. */
function JsonElements(props: {
  id: string
  value: unknown
  t: TariffEditorTexts
  disabled: boolean
  onChange: (value: unknown) => void
}) {
  const { id, value, t, disabled, onChange } = props
  const [text, setText] = useState(() => JSON.stringify(value ?? [], null, 2))
  const [bad, setBad] = useState(false)
  return (
    <label>
      {t.json}
      <textarea
        className={styles.textarea}
        name={`${id}-json`}
        rows={12}
        spellCheck={false}
        value={text}
        disabled={disabled}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          setText(e.target.value)
          try {
            onChange(JSON.parse(e.target.value))
            setBad(false)
          } catch {
            onChange(e.target.value)
            setBad(true)
          }
        }}
      />
      {bad ? <span className={styles.error}>{t.badJson}</span> : null}
    </label>
  )
}
