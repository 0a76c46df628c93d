'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import styles from './search.module.css'
import { fill } from '@/lib/fill'
import type { MapMessages } from './types'
import type { Place } from '../places/entries'

export type { Place }

type Props = { messages: MapMessages; locale: string; onPlace: (place: Place) => void }

/**
 * "Find a place": a combobox with a list of suggestions (the ARIA 1.2 pattern: focus stays in the
 * input, the highlighted option is its aria-activedescendant; ↓/↑ move, Enter chooses, Esc closes
 * and a second Esc clears). Suggestions come from the site (`/api/v1/map/places`), never from a
 * third party.
 */
export function PlaceSearch({ messages: m, locale, onPlace }: Props) {
  const id = useId()
  const [text, setText] = useState('')
  const [places, setPlaces] = useState<Place[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const [failed, setFailed] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const chosen = useRef<string | null>(null)

  useEffect(() => {
    const q = text.trim()
    if (q.length < 2 || q === chosen.current) {
      abort.current?.abort()
      setPlaces([])
      setOpen(false)
      return
    }
    const timer = setTimeout(async () => {
      abort.current?.abort()
      const controller = (abort.current = new AbortController())
      try {
        const response = await fetch(`/api/v1/map/places?${new URLSearchParams({ q, locale })}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(String(response.status))
        const found = ((await response.json()) as { places: Place[] }).places
        setPlaces(found)
        setActive(-1)
        setOpen(true)
        setFailed(false)
        setAnnouncement(found.length ? fill(m.placeCount, { count: found.length }) : m.placeNone)
      } catch (e) {
        if ((e as Error).name === 'AbortError') return
        setFailed(true)
        setOpen(false)
        setAnnouncement(m.placeError)
      }
    }, 250)
    return () => clearTimeout(timer)
  }, [text, locale, m])

  const choose = (place: Place) => {
    chosen.current = place.label
    setText(place.label)
    setOpen(false)
    setActive(-1)
    setAnnouncement(fill(m.placeShown, { place: place.label }))
    onPlace(place)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!places.length) return
      e.preventDefault()
      if (!open || e.altKey) {
        setOpen(true)
        if (e.altKey) return
      }
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) =>
        i < 0 ? (step > 0 ? 0 : places.length - 1) : (i + step + places.length) % places.length,
      )
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const place = open ? (places[active] ?? places[0]) : undefined
      if (place) choose(place)
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (text) {
        e.preventDefault()
        setText('')
      }
    }
  }

  const expanded = open && places.length > 0
  return (
    <div className={styles.placeSearch} role="search">
      <label htmlFor={`${id}-input`}>{m.placeSearch}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-o${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder={m.placePlaceholder}
        value={text}
        onChange={(e) => {
          chosen.current = null
          setText(e.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => places.length && text.trim() !== chosen.current && setOpen(true)}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={m.placeSearch}
        className={styles.placeList}
        hidden={!expanded}
      >
        {places.map((p, i) => (
          <li
            key={`${p.kind}:${p.label}:${i}`}
            id={`${id}-o${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.placeOption}
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              choose(p)
            }}
          >
            <span>{p.label}</span>{' '}
            <span className={styles.placeKind}>{m.placeKinds[p.kind] ?? m.placeKinds.place}</span>
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="visually-hidden">
        {m.placeHint}
      </p>
      <p role="status" className={failed ? styles.placeError : 'visually-hidden'}>
        {announcement}
      </p>
    </div>
  )
}
