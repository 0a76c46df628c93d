'use client'

import { getTranslation } from '@payloadcms/translations'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'
import { pv } from '@/i18n/backoffice/screens/privacy'

type Found = { collection: string; id: number | string; doc: Record<string, unknown> }
type Search = {
  query: string
  country: string
  shown: string
  hash: string
  records: Found[]
}

/** The person-request screen's form, results and actions (see PersonRequestsView). */
export function PersonRequests({ countries }: { countries: { code: string; name: string }[] }) {
  const { config, getEntityConfig } = useConfig()
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  const api = `${config.routes.api}/privacy/person`
  const [search, setSearch] = useState<Search | null>(null)
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

  async function find(query: string, country: string) {
    setBusy(true)
    try {
      const response = await post('', { query, country })
      const body = (await response.json()) as {
        query?: { value: string; subjectHash: string }
        records?: Found[]
        error?: { message: string }
      }
      if (!response.ok) {
        setSearch(null)
        setMessage(
          response.status === 400
            ? t(pv('invalid'))
            : t(pv('failed'), { error: body.error?.message ?? response.status }),
        )
        return
      }
      const { value, subjectHash } = body.query!
      setSearch({ query, country, shown: value, hash: subjectHash, records: body.records ?? [] })
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setMessage('')
    setAsking(null)
    void find(String(form.get('query') ?? ''), String(form.get('country') ?? ''))
  }

  async function download(format: 'json' | 'csv') {
    if (!search) return
    const response = await post('/export', { query: search.query, country: search.country, format })
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
      query: search.query,
      country: search.country,
      mode,
      confirm: true,
    })
    const body = (await response.json().catch(() => ({}))) as {
      erased?: Record<string, number>
      anonymised?: Record<string, number>
      error?: { message: string }
    }
    setAsking(null)
    const sum = (counts?: Record<string, number>) =>
      Object.values(counts ?? {}).reduce((a, b) => a + b, 0)
    await find(search.query, search.country)
    setMessage(
      response.ok
        ? t(pv('done'), { erased: sum(body.erased), anonymised: sum(body.anonymised) })
        : t(pv('failed'), { error: body.error?.message ?? response.status }),
    )
  }

  const kindOf = (slug: string) => {
    const labels = getEntityConfig({ collectionSlug: slug })?.labels?.singular
    return labels ? getTranslation(labels, i18n) : slug
  }
  const count = search?.records.length ?? 0
  return (
    <div data-person-requests>
      <form
        onSubmit={submit}
        style={{
          display: 'flex',
          gap: '1rem',
          flexWrap: 'wrap',
          alignItems: 'end',
          margin: '1.5rem 0',
        }}
      >
        <div className="field-type text" style={{ flex: '2 1 16rem' }}>
          <label className="field-label" htmlFor="person-query">
            {t(pv('queryLabel'))}
          </label>
          <input id="person-query" name="query" required maxLength={254} autoComplete="off" />
        </div>
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
          <p>
            <a
              href={`${config.routes.admin}/collections/audit-log?where[subjectHash][equals]=${search.hash}`}
            >
              {t(pv('auditLink'))}
            </a>
          </p>
          {count ? (
            <>
              <table className="table" style={{ width: '100%', margin: '1rem 0' }}>
                <thead>
                  <tr>
                    <th scope="col">{t(pv('kind'))}</th>
                    <th scope="col">{t(pv('record'))}</th>
                    <th scope="col">{t(pv('received'))}</th>
                    <th scope="col">{t(pv('status'))}</th>
                  </tr>
                </thead>
                <tbody>
                  {search.records.map((r) => (
                    <tr key={`${r.collection}/${r.id}`} data-person-record={r.collection}>
                      <td>{kindOf(r.collection)}</td>
                      <td>
                        <a href={`${config.routes.admin}/collections/${r.collection}/${r.id}`}>
                          {String(r.doc.number ?? r.doc.reference ?? r.id)}
                        </a>
                      </td>
                      <td>{new Date(String(r.doc.createdAt)).toLocaleString(i18n.language)}</td>
                      <td>
                        {String(r.doc.status ?? r.doc.state ?? '')}
                        {r.doc.anonymisedAt ? ` (${t(pv('anonymised'))})` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
                <Button buttonStyle="secondary" onClick={() => download('json')} margin={false}>
                  {t(pv('exportJson'))}
                </Button>
                <Button buttonStyle="secondary" onClick={() => download('csv')} margin={false}>
                  {t(pv('exportCsv'))}
                </Button>
                <Button
                  buttonStyle="secondary"
                  onClick={() => setAsking('anonymise')}
                  margin={false}
                >
                  {t(pv('anonymise'))}
                </Button>
                <Button buttonStyle="secondary" onClick={() => setAsking('erase')} margin={false}>
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
                    {t(pv(asking === 'erase' ? 'confirmErase' : 'confirmAnonymise'), { count })}
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
