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
  const {
    places,
    open,
    setOpen,
    active,
    setActive,
    announcement,
    setAnnouncement,
    failed,
    chosenRef,
  } = useSuggestions(text, locale, m)

  const choose = (place: Place) => {
    chosenRef.current = place.label
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
          chosenRef.current = null
          setText(e.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => places.length && text.trim() !== chosenRef.current && setOpen(true)}
      />
      <PlaceOptions
        id={id}
        messages={m}
        places={places}
        active={active}
        hidden={!expanded}
        onChoose={choose}
      />
      <p id={`${id}-hint`} className="visually-hidden">
        {m.placeHint}
      </p>
      <p role="status" className={failed ? styles.placeError : 'visually-hidden'}>
        {announcement}
      </p>
    </div>
  )
}

/**
 * The suggestions for what is typed (at least two characters; not for the place just chosen),
 * asked a quarter of a second after the last key, each answer replacing the one before; what the
 * status line announces of them; the place chosen.
 */
function useSuggestions(text: string, locale: string, m: MapMessages) {
  const [places, setPlaces] = useState<Place[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const [failed, setFailed] = useState(false)
  const abort = useRef<AbortController | null>(null)
  /** The label of the place just chosen: the input shows it, and it is not asked for again. */
  const chosenRef = useRef<string | null>(null)

  useEffect(() => {
    const q = text.trim()
    if (q.length < 2 || q === chosenRef.current) {
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

  return {
    places,
    open,
    setOpen,
    active,
    setActive,
    announcement,
    setAnnouncement,
    failed,
    chosenRef,
  }
}

/** The listbox of suggestions: an option is chosen on mousedown, before the blur closes it. */
function PlaceOptions({
  id,
  messages: m,
  places,
  active,
  hidden,
  onChoose,
}: {
  id: string
  messages: MapMessages
  places: Place[]
  active: number
  hidden: boolean
  onChoose: (place: Place) => void
}) {
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label={m.placeSearch}
      className={styles.placeList}
      hidden={hidden}
    >
      {places.map((p, i) => (
        <li
          key={`${p.kind}:${p.label}:${i}`}
          id={`${id}-o${i}`}
          role="option"
          aria-selected={i === active}
          className={styles.placeOption}
          onMouseDown={(e) => {
            e.preventDefault()
            onChoose(p)
          }}
        >
          <span>{p.label}</span>{' '}
          <span className={styles.placeKind}>{m.placeKinds[p.kind] ?? m.placeKinds.place}</span>
        </li>
      ))}
    </ul>
  )
}
