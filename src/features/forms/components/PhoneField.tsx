'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import styles from './Forms.module.css'

export type { CountryOption }

import type { CountryOption } from '../schemas'

type Props = {
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
}

/**
 * Phone number with a country-code dropdown (a listbox, at most 200 px high).
 * Keyboard: Enter/Space/ArrowDown opens; arrows, Home/End, PageUp/PageDown and typing a name move;
 * Enter or Space chooses; Escape or Tab closes.
 */
export function PhoneField(props: Props) {
  const { countries } = props
  const {
    listId,
    open,
    setOpen,
    active,
    selectedIndex,
    buttonRef,
    listRef,
    openList,
    choose,
    onListKey,
  } = useCountryListbox(props)
  const selected = countries[selectedIndex]

  return (
    <div className={styles.phone}>
      <button
        ref={buttonRef}
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
          ref={listRef}
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

/** Where a key moves the highlighted option, or undefined for a key that does not move it. */
function movedTo(key: string, active: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return active + 1
    case 'ArrowUp':
      return active - 1
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return active + 10
    case 'PageUp':
      return active - 10
    default:
      return undefined
  }
}

/**
 * The country listbox's state: open or not, the highlighted option, the keys that move and choose.
 */
function useCountryListbox({ countries, country: chosen, onCountryChange }: Props) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const selectedIndex = Math.max(
    0,
    countries.findIndex((c) => c.code === chosen),
  )
  const [active, setActive] = useState(selectedIndex)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const typed = useRef({ text: '', at: 0 })

  useEffect(() => {
    if (!open) return
    listRef.current?.focus()
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [open, active])

  function openList() {
    setActive(selectedIndex)
    setOpen(true)
  }
  function choose(index: number) {
    const country = countries[index]
    if (country) onCountryChange(country.code)
    setOpen(false)
    buttonRef.current?.focus()
  }
  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    const last = countries.length - 1
    const move = (to: number) => {
      event.preventDefault()
      setActive(Math.min(last, Math.max(0, to)))
    }
    const to = movedTo(event.key, active, last)
    if (to !== undefined) return move(to)
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault()
        return choose(active)
      case 'Escape':
        event.preventDefault()
        setOpen(false)
        buttonRef.current?.focus()
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

  return {
    listId,
    open,
    setOpen,
    active,
    selectedIndex,
    buttonRef,
    listRef,
    openList,
    choose,
    onListKey,
  }
}
