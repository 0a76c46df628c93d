'use client'

import { getTranslation } from '@payloadcms/translations'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'
import { type PrivacyKey, pv } from '@/i18n/backoffice/screens/privacy'

import { FoundRecords, keyOf, type Found } from './FoundRecords'

type Asked = { email: string; phone: string; name: string; country: string }
type Search = {
  asked: Asked
  shown: string
  phone: string | null
  phones: string[]
  hash: string
  records: Found[]
}

const refusals: Record<string, PrivacyKey> = {
  email: 'invalidEmail',
  phone: 'invalidPhone',
  name: 'invalidName',
}

/**
 * The person-request screen's form, results and actions (see PersonRequestsView). Every record
 * found starts chosen; the officer unticks those that are someone else's, and export and erasure
 * send only the chosen ones (the server checks them against its own search).
 */
export function PersonRequests({ countries }: { countries: { code: string; name: string }[] }) {
  const { config, getEntityConfig } = useConfig()
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  const api = `${config.routes.api}/privacy/person`
  const [search, setSearch] = useState<Search | null>(null)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [asking, setAsking] = useState<'erase' | 'anonymise' | null>(null)

  const post = (path: string, body: Record<string, unknown>) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  async function find(asked: Asked) {
    setBusy(true)
    try {
      const response = await post('', asked)
      const body = (await response.json()) as {
        query?: {
          email: string | null
          phone: string | null
          phones: string[]
          name: string | null
          subjectHash: string
        }
        records?: Found[]
        error?: { message: string; field?: string }
      }
      if (!response.ok) {
        setSearch(null)
        setMessage(
          response.status === 400
            ? t(pv(refusals[body.error?.field ?? ''] ?? 'invalid'))
            : t(pv('failed'), { error: body.error?.message ?? response.status }),
        )
        return
      }
      const query = body.query!
      const records = body.records ?? []
      setSearch({
        asked,
        shown: [query.email, query.phone, query.name].filter(Boolean).join(', '),
        phone: asked.phone.trim() || null,
        phones: query.phones,
        hash: query.subjectHash,
        records,
      })
      setChosen(new Set(records.map(keyOf)))
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const field = (name: string) => String(form.get(name) ?? '')
    setMessage('')
    setAsking(null)
    void find({
      email: field('email'),
      phone: field('phone'),
      name: field('name'),
      country: field('country'),
    })
  }

  const chosenRecords = () =>
    (search?.records ?? [])
      .filter((r) => chosen.has(keyOf(r)))
      .map(({ collection, id }) => ({ collection, id }))

  function toggle(record: Found, on: boolean) {
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(keyOf(record))
      else next.delete(keyOf(record))
      return next
    })
  }

  async function download(format: 'json' | 'csv') {
    if (!search) return
    if (chosen.size === 0) return setMessage(t(pv('noneChosen')))
    const response = await post('/export', {
      ...search.asked,
      format,
      records: chosenRecords(),
    })
    if (!response.ok) return setMessage(t(pv('failed'), { error: response.status }))
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
    const link = document.createElement('a')
    link.href = URL.createObjectURL(await response.blob())
    link.download = name ?? `personal-data.${format}`
    link.click()
    URL.revokeObjectURL(link.href)
  }

  async function erase(mode: 'erase' | 'anonymise') {
    if (!search) return
    setBusy(true)
    const response = await post('/erase', {
      ...search.asked,
      mode,
      confirm: true,
      records: chosenRecords(),
    })
    const body = (await response.json().catch(() => ({}))) as {
      erased?: Record<string, number>
      anonymised?: Record<string, number>
      error?: { message: string }
    }
    setAsking(null)
    const sum = (counts?: Record<string, number>) =>
      Object.values(counts ?? {}).reduce((a, b) => a + b, 0)
    await find(search.asked)
    setMessage(
      response.ok
        ? t(pv('done'), { erased: sum(body.erased), anonymised: sum(body.anonymised) })
        : t(pv('failed'), { error: body.error?.message ?? response.status }),
    )
  }

  function ask(mode: 'erase' | 'anonymise') {
    if (chosen.size === 0) return setMessage(t(pv('noneChosen')))
    setMessage('')
    setAsking(mode)
  }

  const kindOf = (slug: string) => {
    const labels = getEntityConfig({ collectionSlug: slug })?.labels?.singular
    return labels ? getTranslation(labels, i18n) : slug
  }
  const recordOf = (r: Found) => String(r.doc.number ?? r.doc.reference ?? r.id)
  const count = search?.records.length ?? 0
  const field = (name: string, label: PrivacyKey, type: string, autoComplete = 'off') => (
    <div className="field-type text" style={{ flex: '1 1 14rem' }}>
      <label className="field-label" htmlFor={`person-${name}`}>
        {t(pv(label))}
      </label>
      <input
        id={`person-${name}`}
        name={name}
        type={type}
        maxLength={name === 'phone' ? 40 : 254}
        autoComplete={autoComplete}
      />
    </div>
  )
  return (
    <div data-person-requests>
      <form
        onSubmit={submit}
        noValidate
        style={{
          display: 'flex',
          gap: '1rem',
          flexWrap: 'wrap',
          alignItems: 'end',
          margin: '1.5rem 0',
        }}
      >
        {field('email', 'emailLabel', 'email')}
        {field('phone', 'phoneLabel', 'tel')}
        <div className="field-type select" style={{ flex: '1 1 12rem' }}>
          <label className="field-label" htmlFor="person-country">
            {t(pv('countryLabel'))}
          </label>
          <select id="person-country" name="country" defaultValue="">
            <option value="">{t(pv('countryAny'))}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {field('name', 'nameLabel', 'text')}
        <Button type="submit" disabled={busy} margin={false}>
          {t(pv(busy ? 'searching' : 'search'))}
        </Button>
      </form>
      <p role="status" data-person-message>
        {message}
      </p>
      {search ? (
        <section aria-live="polite" data-person-results={count}>
          <p>
            {count
              ? t(pv('found'), { query: search.shown, count })
              : t(pv('nothing'), { query: search.shown })}
          </p>
          {search.phones.length > 1 ? (
            <p role="note" data-person-ambiguous>
              {t(pv('ambiguous'), { number: search.phone, numbers: search.phones.join(', ') })}
            </p>
          ) : null}
          {search.records.some((r) => r.check) ? (
            <p role="note" data-person-doubtful>
              <strong>{t(pv('doubtful'))}</strong>
            </p>
          ) : null}
          <p>
            <a
              href={`${config.routes.admin}/collections/audit-log?where[subjectHash][equals]=${search.hash}`}
            >
              {t(pv('auditLink'))}
            </a>
          </p>
          {count ? (
            <>
              <FoundRecords
                records={search.records}
                chosen={chosen}
                toggle={toggle}
                kindOf={kindOf}
                recordOf={recordOf}
              />
              <p data-person-chosen>{t(pv('chosen'), { count: chosen.size, total: count })}</p>
              <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
                <Button buttonStyle="secondary" onClick={() => download('json')} margin={false}>
                  {t(pv('exportJson'))}
                </Button>
                <Button buttonStyle="secondary" onClick={() => download('csv')} margin={false}>
                  {t(pv('exportCsv'))}
                </Button>
                <Button buttonStyle="secondary" onClick={() => ask('anonymise')} margin={false}>
                  {t(pv('anonymise'))}
                </Button>
                <Button buttonStyle="secondary" onClick={() => ask('erase')} margin={false}>
                  {t(pv('erase'))}
                </Button>
              </div>
              {asking ? (
                <div
                  role="alertdialog"
                  aria-labelledby="person-confirm"
                  style={{ margin: '1.5rem 0' }}
                >
                  <p id="person-confirm">
                    {t(pv(asking === 'erase' ? 'confirmErase' : 'confirmAnonymise'), {
                      count: chosen.size,
                    })}
                  </p>
                  <div style={{ display: 'flex', gap: '1rem' }}>
                    <Button onClick={() => erase(asking)} disabled={busy} margin={false}>
                      {t(pv('confirm'))}
                    </Button>
                    <Button buttonStyle="secondary" onClick={() => setAsking(null)} margin={false}>
                      {t(pv('cancel'))}
                    </Button>
                  </div>
                </div>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
