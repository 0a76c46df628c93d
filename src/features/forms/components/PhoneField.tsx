'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import styles from './Forms.module.css'

export type { CountryOption }

import type { CountryOption } from '../schemas'

/**
 * Phone number with a country-code dropdown (a listbox, at most 200 px high).
 * Keyboard: Enter/Space/ArrowDown opens; arrows, Home/End, PageUp/PageDown and typing a name move;
 * Enter or Space chooses; Escape or Tab closes.
 */
export function PhoneField(props: {
  id: string
  name: string
  value: string
  country: string
  countries: CountryOption[]
  countryLabel: string
  invalid: boolean
  describedBy?: string
  required: boolean
  autoComplete?: string
  onChange(value: string): void
  onCountryChange(code: string): void
}) {
  const { countries } = props
  const listId = useId()
  const [open, setOpen] = useState(false)
  const selectedIndex = Math.max(
    0,
    countries.findIndex((c) => c.code === props.country),
  )
  const [active, setActive] = useState(selectedIndex)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const typed = useRef({ text: '', at: 0 })
  const selected = countries[selectedIndex]

  useEffect(() => {
    if (!open) return
    list.current?.focus()
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [open, active])

  function openList() {
    setActive(selectedIndex)
    setOpen(true)
  }
  function choose(index: number) {
    const country = countries[index]
    if (country) props.onCountryChange(country.code)
    setOpen(false)
    button.current?.focus()
  }
  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    const last = countries.length - 1
    const move = (to: number) => {
      event.preventDefault()
      setActive(Math.min(last, Math.max(0, to)))
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1)
      case 'ArrowUp':
        return move(active - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(last)
      case 'PageDown':
        return move(active + 10)
      case 'PageUp':
        return move(active - 10)
      case 'Enter':
      case ' ':
        event.preventDefault()
        return choose(active)
      case 'Escape':
        event.preventDefault()
        setOpen(false)
        button.current?.focus()
        return
      case 'Tab':
        setOpen(false)
        return
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const now = event.timeStamp
          typed.current = {
            text:
              (now - typed.current.at < 700 ? typed.current.text : '') + event.key.toLowerCase(),
            at: now,
          }
          const found = countries.findIndex((c) =>
            c.name.toLowerCase().startsWith(typed.current.text),
          )
          if (found >= 0) move(found)
        }
    }
  }

  return (
    <div className={styles.phone}>
      <button
        ref={button}
        type="button"
        className={styles.phoneCountry}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openList()
          }
        }}
      >
        {/* Named by its content, so the spoken name contains what is visible (WCAG 2.5.3). */}
        <span className="visually-hidden">
          {props.countryLabel}: {selected?.name},{' '}
        </span>
        <span>{selected?.code}</span> <span>+{selected?.dial}</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open ? (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={props.countryLabel}
          aria-activedescendant={`${listId}-${active}`}
          className={styles.listbox}
          onKeyDown={onListKey}
          onBlur={() => setOpen(false)}
        >
          {countries.map((country, index) => (
            <li
              key={country.code}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={index === selectedIndex}
              className={index === active ? styles.optionActive : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {country.name} <span className={styles.dial}>+{country.dial}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={props.id}
        name={props.name}
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete}
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        aria-required={props.required || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}
