'use client'

import dynamic from 'next/dynamic'
import type { RefObject } from 'react'

import type { CaptchaClientConfig } from '@/features/forms/captcha'

import mapStyles from './map.module.css'
import styles from './panel.module.css'
import { fill } from '@/lib/fill'

import { connectorNames, hoursText, money, priceParts } from './format'
import type { CommentFormMessages, ConnectorView, MapMessages, StationView } from './types'

// The comment form (with its captcha client) loads with the first open station, not with the map
// page.
const StationCommentsSection = dynamic(() =>
  import('./StationCommentsSection').then((m) => m.StationCommentsSection),
)

type Props = {
  station: StationView
  locale: string
  localeTag: string
  messages: MapMessages
  formMessages: CommentFormMessages
  captcha?: CaptchaClientConfig
  heading: RefObject<HTMLHeadingElement | null>
  onClose: () => void
}

/**
 * A connector's price: the tariff's components when the server sends them, else the plain price per
 * kWh.
 */
function ConnectorPrice({
  connector: c,
  currency,
  localeTag,
  m,
}: {
  connector: ConnectorView
  currency: string
  localeTag: string
  m: MapMessages
}) {
  if (c.price) {
    return (
      <span className={styles.price} data-testid="connector-price">
        {m.price}: {priceParts(c.price, localeTag, m).join(' · ')}
      </span>
    )
  }
  if (c.tariffPerKwh !== null && c.tariffPerKwh > 0) {
    return (
      <span className={styles.price} data-testid="connector-price">
        {m.price}: {fill(m.tariff, { price: money(localeTag, c.tariffPerKwh, currency) })}
      </span>
    )
  }
  return null
}

/**
 * The chosen station: status, hours, connectors with their prices, comments, directions. Esc closes
 * it.
 */
export function StationPanel({
  station,
  locale,
  localeTag,
  messages: m,
  formMessages,
  captcha,
  heading,
  onClose,
}: Props) {
  const d = station.details
  return (
    <aside
      className={styles.panel}
      aria-labelledby="station-title"
      data-station-id={station.id}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label={m.close}>
        ×
      </button>
      <h2 id="station-title" ref={heading} tabIndex={-1}>
        {station.name}
      </h2>
      <p className={styles.meta}>
        {m.types[station.type]} · {m.bands[station.powerBand]}
      </p>
      <StationFacts station={station} messages={m} />
      {d ? (
        <>
          <StationConnectors details={d} localeTag={localeTag} messages={m} />
          <StationCommentsSection
            stationId={station.id}
            count={d.commentsCount}
            locale={locale}
            localeTag={localeTag}
            messages={m}
            formMessages={formMessages}
            captcha={captcha}
          />
        </>
      ) : (
        <p className={styles.appOnly}>
          <strong>{m.appOnly}.</strong> {m.appOnlyNote}
        </p>
      )}
      <a
        className="button button--primary"
        href={`https://www.google.com/maps/dir/?api=1&destination=${station.lat},${station.lng}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {m.directions}
      </a>
    </aside>
  )
}

/**
 * Where the station is, who runs it, what is nearby, and (but for app users' stations) its status
 * and hours.
 */
function StationFacts({ station, messages: m }: { station: StationView; messages: MapMessages }) {
  const d = station.details
  return (
    <dl className={styles.facts}>
      <dt>{m.address}</dt>
      <dd>
        {station.address}, {station.city}
      </dd>
      <dt>{m.zip}</dt>
      <dd>{station.postalCode ?? '—'}</dd>
      {station.operator && (
        <>
          <dt>{m.operator}</dt>
          <dd>{station.operator}</dd>
        </>
      )}
      {station.facilities.length > 0 && (
        <>
          <dt>{m.nearby}</dt>
          <dd data-testid="station-facilities">
            {station.facilities.map((code) => m.facilities[code] ?? code).join(', ')}
          </dd>
        </>
      )}
      {d && (
        <>
          <dt>{m.status}</dt>
          <dd>
            <span className={mapStyles.statusSwatch} data-status={d.status} aria-hidden="true" />{' '}
            <span data-testid="station-status">{m.statuses[d.status]}</span>
          </dd>
          <dt>{m.hours}</dt>
          <dd>
            <span data-testid="station-open">
              {d.open.allDay
                ? m.allDay
                : d.open.open
                  ? fill(m.openUntil, { time: d.open.closesAt ?? '' })
                  : d.open.opensAt
                    ? fill(m.closedOpensAt, { time: d.open.opensAt })
                    : m.closed}
            </span>
            {!d.open.allDay && (
              <ul className={styles.hours}>
                {hoursText(d.openingTimes, m).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </dd>
        </>
      )}
    </dl>
  )
}

type Details = NonNullable<StationView['details']>

/** Every connector of the station's EVSEs: standard, power, current, status and price. */
function StationConnectors({
  details: d,
  localeTag,
  messages: m,
}: {
  details: Details
  localeTag: string
  messages: MapMessages
}) {
  return (
    <>
      <h3>{m.connectors}</h3>
      <ul className={styles.connectors}>
        {d.evses.flatMap((e) =>
          e.connectors.map((c) => (
            <li key={`${e.uid}:${c.id}`} data-evse={e.uid} data-status={e.status}>
              <span
                className={`${mapStyles.statusSwatch} ${styles.connectorSwatch}`}
                data-status={e.status}
                aria-hidden="true"
              />
              <strong>{connectorNames[c.standard] ?? c.standard}</strong> · {c.powerKw} kW ·{' '}
              {c.powerType.startsWith('AC') ? 'AC' : 'DC'} · {m.statuses[e.status]}
              <ConnectorPrice connector={c} currency={d.currency} localeTag={localeTag} m={m} />
            </li>
          )),
        )}
      </ul>
    </>
  )
}
