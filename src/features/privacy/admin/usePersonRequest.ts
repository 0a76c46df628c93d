'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'
import { type PrivacyKey, pv } from '@/i18n/backoffice/screens/privacy'

import {
  type Action,
  type Asked,
  type Found,
  flaggedAmong,
  keyOf,
  type Linked,
  rowsOf,
  type Search,
} from './found'

type ErrorBody = { error?: { message: string; field?: string } }
type SearchBody = ErrorBody & {
  query?: {
    email: string | null
    phone: string | null
    phones: string[]
    name: string | null
    subjectHash: string
    linked: Linked
  }
  records?: Found[]
}

const noneLinked: Linked = { emails: [], phones: [], names: [] }

/** The server's refusals by field, as the screen says them. */
const refusals: Record<string, PrivacyKey> = {
  email: 'invalidEmail',
  phone: 'invalidPhone',
  name: 'invalidName',
  query: 'invalid',
  confirmed: 'unconfirmed',
}

function searchOf(asked: Asked, body: SearchBody): Search {
  const query = body.query!
  return {
    asked,
    linked: query.linked,
    shown: [query.email, query.phone, query.name].filter(Boolean).join(', '),
    phone: asked.phone.trim() || null,
    phones: query.phones,
    hash: query.subjectHash,
    records: body.records ?? [],
  }
}

async function saveDownload(response: Response, format: 'json' | 'csv') {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = name ?? `personal-data.${format}`
  link.click()
  URL.revokeObjectURL(link.href)
}

const sum = (counts?: Record<string, number>) =>
  Object.values(counts ?? {}).reduce((a, b) => a + b, 0)

/** The chosen keys with a record ticked or unticked. */
function toggled(chosen: ReadonlySet<string>, record: Found, on: boolean): ReadonlySet<string> {
  const next = new Set(chosen)
  if (on) next.add(keyOf(record))
  else next.delete(keyOf(record))
  return next
}

/**
 * The person-request screen's state and its calls to the server (endpoints.ts). A search starts
 * with every row chosen but those marked for a check; the identifiers the person's records link
 * travel with every later call of the same request, so a record only they find is still found once
 * the records holding them are erased. Export and erasure send the chosen rows and the rows marked
 * for a check the officer confirmed (the server refuses one not confirmed).
 */
export function usePersonRequest() {
  const { config } = useConfig()
  const t = backofficeT(useTranslation().t)
  const [search, setSearch] = useState<Search | null>(null)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [asking, setAsking] = useState<Action | null>(null)

  const post = (path: string, body: Record<string, unknown>) =>
    fetch(`${config.routes.api}/privacy/person${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const refusal = (status: number, body: ErrorBody) => {
    const known = status === 400 ? refusals[body.error?.field ?? ''] : undefined
    return known ? t(pv(known)) : t(pv('failed'), { error: body.error?.message ?? status })
  }

  async function find(asked: Asked, linked: Linked) {
    setBusy(true)
    try {
      const response = await post('', { ...asked, linked })
      const body = (await response.json()) as SearchBody
      if (!response.ok) {
        setSearch(null)
        return setMessage(refusal(response.status, body))
      }
      const found = searchOf(asked, body)
      setSearch(found)
      setChosen(new Set(found.records.filter((r) => r.check === null).map(keyOf)))
    } finally {
      setBusy(false)
    }
  }

  /** The request's body for the chosen rows, with those marked for a check confirmed. */
  const choice = (current: Search, confirmed: readonly Found[]) => ({
    ...current.asked,
    linked: current.linked,
    records: rowsOf(current.records.filter((r) => chosen.has(keyOf(r)))),
    confirmed: rowsOf(confirmed),
  })

  async function download(format: 'json' | 'csv', confirmed: readonly Found[]) {
    if (!search) return
    const response = await post('/export', { ...choice(search, confirmed), format })
    setAsking(null)
    if (!response.ok)
      return setMessage(refusal(response.status, await response.json().catch(() => ({}))))
    await saveDownload(response, format)
  }

  async function erase(mode: 'erase' | 'anonymise', confirmed: readonly Found[]) {
    if (!search) return
    setBusy(true)
    const response = await post('/erase', { ...choice(search, confirmed), mode, confirm: true })
    const body = (await response.json().catch(() => ({}))) as ErrorBody & {
      erased?: Record<string, number>
      anonymised?: Record<string, number>
    }
    setAsking(null)
    await find(search.asked, search.linked)
    setMessage(
      response.ok
        ? t(pv('done'), { erased: sum(body.erased), anonymised: sum(body.anonymised) })
        : refusal(response.status, body),
    )
  }

  return {
    search,
    chosen,
    busy,
    message,
    asking,
    /** A new request: what the officer typed, nothing linked yet. */
    start(asked: Asked) {
      setMessage('')
      setAsking(null)
      void find(asked, noneLinked)
    },
    toggle: (record: Found, on: boolean) => setChosen(toggled(chosen, record, on)),
    tickAll(on: boolean) {
      setChosen(new Set(on ? (search?.records ?? []).map(keyOf) : []))
    },
    /** Export at once unless a row marked for a check is chosen; erasure always asks first. */
    ask(action: Action) {
      if (chosen.size === 0) return setMessage(t(pv('noneChosen')))
      setMessage('')
      const flagged = flaggedAmong(search?.records ?? [], chosen)
      if ((action === 'json' || action === 'csv') && flagged.length === 0)
        return void download(action, [])
      setAsking(action)
    },
    cancel: () => setAsking(null),
    act(action: Action, confirmed: readonly Found[]) {
      return action === 'json' || action === 'csv'
        ? download(action, confirmed)
        : erase(action, confirmed)
    },
  }
}
