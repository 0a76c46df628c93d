import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { jsonError, readJsonObject } from '@/lib/http'

import { maskSubject, subjectHash, writeAudit } from './audit/audit'
import { personExportCsv, personExportJson } from './export'
import {
  countByCollection,
  erasePerson,
  findPersonRecords,
  parsePersonQuery,
  type PersonQuery,
} from './person'

/**
 * The admin's person-request screen talks to these (admins only: 401, 403; 400 for neither an
 * address nor a number): `POST /api/privacy/person` `{ query, country? }` finds every record,
 * `…/export` `{ …, format: 'json' | 'csv' }` gives one file, `…/erase` `{ …, mode: 'erase' |
 * 'anonymise', confirm: true }`. Each writes an audit entry (masked address, keyed hash). POST even
 * for the export, so the address never travels in a URL or an access log.
 */
type Handled =
  | { ok: true; req: PayloadRequest; query: PersonQuery; body: Record<string, unknown> }
  | { ok: false; response: Response }

async function personRequest(req: PayloadRequest): Promise<Handled> {
  if (!req.user) return { ok: false, response: jsonError(401, 'unauthorized', 'Log in first') }
  if (!hasRole(req)) return { ok: false, response: jsonError(403, 'forbidden', 'Admins only') }
  const read = await readJsonObject(req, 4096)
  if (!read.ok) return read
  const body = read.body ?? {}
  const query = parsePersonQuery(
    typeof body.query === 'string' ? body.query : '',
    typeof body.country === 'string' ? body.country : undefined,
  )
  if (!query)
    return {
      ok: false,
      response: jsonError(400, 'invalid', 'Enter an e-mail address or a phone number', 'query'),
    }
  return { ok: true, req, query, body }
}

const subjectOf = (req: PayloadRequest, query: PersonQuery) => ({
  subject: maskSubject(query.value),
  subjectHash: subjectHash(req.payload, query.value),
})

const summary = (records: { collection: string; id: number | string }[]) =>
  records.map(({ collection, id }) => ({ collection, id }))

export const personSearchEndpoint: Endpoint = {
  path: '/privacy/person',
  method: 'post',
  handler: async (incoming) => {
    const handled = await personRequest(incoming)
    if (!handled.ok) return handled.response
    const { req, query } = handled
    const records = await findPersonRecords(req.payload, query)
    const subject = subjectOf(req, query)
    await writeAudit(req.payload, req, {
      action: 'person-viewed',
      ...subject,
      details: { found: countByCollection(records) },
    })
    return Response.json(
      {
        query: { kind: query.kind, value: query.value, subjectHash: subject.subjectHash },
        records,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}

export const personExportEndpoint: Endpoint = {
  path: '/privacy/person/export',
  method: 'post',
  handler: async (incoming) => {
    const handled = await personRequest(incoming)
    if (!handled.ok) return handled.response
    const { req, query, body } = handled
    const format = body.format === 'csv' ? 'csv' : 'json'
    const records = await findPersonRecords(req.payload, query)
    await writeAudit(req.payload, req, {
      action: 'person-exported',
      ...subjectOf(req, query),
      outcome: format,
      details: { records: summary(records) },
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(
      format === 'csv' ? personExportCsv(records) : personExportJson(query.value, records),
      {
        headers: {
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
          'Content-Disposition': `attachment; filename="personal-data-${date}.${format}"`,
          'Cache-Control': 'no-store',
        },
      },
    )
  },
}

export const personEraseEndpoint: Endpoint = {
  path: '/privacy/person/erase',
  method: 'post',
  handler: async (incoming) => {
    const handled = await personRequest(incoming)
    if (!handled.ok) return handled.response
    const { req, query, body } = handled
    if (body.mode !== 'erase' && body.mode !== 'anonymise')
      return jsonError(400, 'invalid', 'mode must be erase or anonymise', 'mode')
    if (body.confirm !== true) return jsonError(400, 'invalid', 'Confirm first', 'confirm')
    const records = await findPersonRecords(req.payload, query)
    const done = await erasePerson(req.payload, records, body.mode)
    await writeAudit(req.payload, req, {
      action: body.mode === 'erase' ? 'person-erased' : 'person-anonymised',
      ...subjectOf(req, query),
      details: { ...done, records: summary(records) },
    })
    return Response.json({ ok: true, ...done }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

export const privacyEndpoints = [personSearchEndpoint, personExportEndpoint, personEraseEndpoint]
