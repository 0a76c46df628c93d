'use client'

import { useState, type FormEvent } from 'react'

import { toast } from '@/features/site/client/events'

import { addItem } from './store'
import type { OptionView } from '../catalogue'
import styles from '../shop.module.css'

type AddToCartProduct = {
  id: string
  title: string
  section: string
  image: string | null
  price: number | null
  isCommercial: boolean
}
export type AddToCartLabels = {
  addToCart: string
  addedToCart: string
  quantity: string
  unavailable: string
}

/** Options, quantity and the add button of a good; adding shows a toast naming the good. */
export function AddToCart({
  product,
  options,
  storageKey,
  labels,
  available,
  compact = false,
}: {
  product: AddToCartProduct
  options: OptionView[]
  storageKey: string
  labels: AddToCartLabels
  available: boolean
  compact?: boolean
}) {
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(options.map((o) => [o.key, o.values[0]?.value ?? ''])),
  )
  const [quantity, setQuantity] = useState(1)
  const idBase = `add-${product.id}`

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!available) return
    addItem(storageKey, {
      id: product.id,
      title: product.title,
      section: product.section,
      image: product.image,
      additional: chosen,
      optionsText: options
        .map(
          (o) =>
            `${o.label}: ${o.values.find((v) => v.value === chosen[o.key])?.label ?? chosen[o.key]}`,
        )
        .join(', '),
      quantity: Math.max(1, Math.min(999, Math.floor(quantity) || 1)),
      totalPrice: product.price,
      isCommercial: product.isCommercial,
    })
    toast(`${product.title} ${labels.addedToCart}`)
  }

  return (
    <form
      className={compact ? `${styles.addForm} ${styles.addFormCompact}` : styles.addForm}
      onSubmit={submit}
    >
      {options.map((option) => (
        <label key={option.key} className={styles.field}>
          <span>{option.label}</span>
          <select
            name={option.key}
            value={chosen[option.key]}
            onChange={(e) => setChosen({ ...chosen, [option.key]: e.target.value })}
          >
            {option.values.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {!compact && (
        <label className={styles.field} htmlFor={`${idBase}-qty`}>
          <span>{labels.quantity}</span>
          <input
            id={`${idBase}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value))}
          />
        </label>
      )}
      <button type="submit" className="button button--primary" disabled={!available}>
        {available ? labels.addToCart : labels.unavailable}
      </button>
    </form>
  )
}
