import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { jsonError, readJsonObject } from '@/lib/http'

import { maskSubject, subjectHash, writeAudit } from './audit/audit'
import { personExportCsv, personExportJson } from './export'
import { erasePerson } from './erasure'
import { chosenRecords, countByCollection, findPerson, type PersonRecord } from './person'
import { type Linked, parsePersonQuery, type PersonQuery } from './person-query'

/**
 * The admin's person-request screen talks to these (admins only: 401, 403; 400 for no identifier
 * or one that cannot be read): `POST /api/privacy/person` `{ email?, phone?, name?, country? }`
 * finds every record holding one of them, `…/export` `{ …, records, format: 'json' | 'csv' }`
 * gives one file, `…/erase` `{ …, records, mode: 'erase' | 'anonymise', confirm: true }`.
 * `records` (`[{ collection, id }]`) are the rows the officer kept: the server finds the person's
 * records again and acts only on chosen ones among them, so a row left out, or an id that does not
 * hold the person's details, is never exported or erased; a chosen row marked for a check (maybe
 * someone else's) must also be in `confirmed` (`[{ collection, id }]`, the rows the officer
 * confirmed by name), else the request is refused. The search answers with the identifiers the
 * person's records link (`query.linked`); the screen sends them back as `linked` with every later
 * call of the same request. Each writes an audit entry (masked identifiers, keyed hash). POST even
 * for the export, so the identifiers never travel in a URL or an access log.
 */
type Handled =
  | { ok: true; req: PayloadRequest; query: PersonQuery; body: Record<string, unknown> }
  | { ok: false; response: Response }

const refusals = {
  query: 'Enter an e-mail address, a phone number or a name',
  email: 'This is not an e-mail address',
  phone: 'This is not a phone number valid in the chosen country',
  name: 'Enter a name with letters',
  linked: 'The identifiers linked by an earlier search cannot be read',
} as const

async function personRequest(req: PayloadRequest): Promise<Handled> {
  if (!req.user) return { ok: false, response: jsonError(401, 'unauthorized', 'Log in first') }
  if (!hasRole(req)) return { ok: false, response: jsonError(403, 'forbidden', 'Admins only') }
  // The chosen rows: up to a few thousand `{ collection, id }`.
  const read = await readJsonObject(req, 256 * 1024)
  if (!read.ok) return read
  const body = read.body ?? {}
  const parsed = parsePersonQuery(body)
  if (!parsed.ok)
    return {
      ok: false,
      response: jsonError(400, 'invalid', refusals[parsed.field], parsed.field),
    }
  return { ok: true, req, query: parsed.query, body }
}

/**
 * The audit's subject: every identifier masked (a name by its initials), hashed by the first of
 * address, number, name (the screen lists the entries under that hash).
 */
function subjectOf(req: PayloadRequest, query: PersonQuery) {
  const masked = [
    query.email && maskSubject(query.email),
    query.phone && maskSubject(query.phone.value),
    query.name &&
      query.name.key
        .split(' ')
        .map((word) => `${[...word][0]}•••`)
        .join(' '),
  ].filter(Boolean)
  return {
    subject: masked.join(', '),
    subjectHash: subjectHash(
      req.payload,
      query.email ?? query.phone?.value ?? `name:${query.name!.key}`,
    ),
  }
}

const summary = (records: { collection: string; id: number | string }[]) =>
  records.map(({ collection, id }) => ({ collection, id }))

const linkedCounts = (linked: Linked) => ({
  emails: linked.emails.length,
  phones: linked.phones.length,
  names: linked.names.length,
})

/** `[{ collection, id }]` of a body's field; null when it is no list. */
function rowsOf(value: unknown): { collection: unknown; id: unknown }[] | null {
  if (!Array.isArray(value)) return null
  return (value as unknown[]).filter(
    (r): r is { collection: unknown; id: unknown } =>
      typeof r === 'object' && r !== null && 'collection' in r && 'id' in r,
  )
}

/**
 * The records found that the officer chose; a 400 when the choice holds none of them, or a row
 * marked for a check that the officer did not confirm.
 */
async function chosen(
  req: PayloadRequest,
  query: PersonQuery,
  body: Record<string, unknown>,
): Promise<
  | {
      ok: true
      records: PersonRecord[]
      found: PersonRecord[]
      ignored: number
      confirmed: PersonRecord[]
    }
  | { ok: false; response: Response }
> {
  const list = Array.isArray(body.records) ? (body.records as unknown[]) : null
  const { records: found } = await findPerson(req.payload, query)
  const records = chosenRecords(found, rowsOf(body.records) ?? [])
  if (records.length === 0)
    return {
      ok: false,
      response: jsonError(400, 'invalid', 'Choose at least one of the records found', 'records'),
    }
  const flagged = records.filter((r) => r.check !== null)
  const confirmed = chosenRecords(flagged, rowsOf(body.confirmed) ?? [])
  if (confirmed.length < flagged.length)
    return {
      ok: false,
      response: jsonError(
        400,
        'unconfirmed',
        'Confirm by name each chosen record marked for a check, or leave it out',
        'confirmed',
      ),
    }
  return { ok: true, records, found, ignored: (list?.length ?? 0) - records.length, confirmed }
}

export const personSearchEndpoint: Endpoint = {
  path: '/privacy/person',
  method: 'post',
  handler: async (incoming) => {
    const handled = await personRequest(incoming)
    if (!handled.ok) return handled.response
    const { req, query } = handled
    const { records, linked } = await findPerson(req.payload, query)
    const subject = subjectOf(req, query)
    await writeAudit(req.payload, req, {
      action: 'person-viewed',
      ...subject,
      details: { found: countByCollection(records), linked: linkedCounts(linked) },
    })
    return Response.json(
      {
        query: {
          email: query.email ?? null,
          phone: query.phone?.value ?? null,
          // More than one when a national number was typed without its country.
          phones: query.phone?.numbers ?? [],
          name: query.name?.value ?? null,
          subjectHash: subject.subjectHash,
          // What the person's records hold beyond what was given, searched too.
          linked: { ...linked, names: linked.names.map((n) => n.value) },
        },
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
    const choice = await chosen(req, query, body)
    if (!choice.ok) return choice.response
    const { records, found, confirmed } = choice
    const subject = subjectOf(req, query)
    await writeAudit(req.payload, req, {
      action: 'person-exported',
      ...subject,
      outcome: format,
      details: {
        records: summary(records),
        leftOut: found.length - records.length,
        confirmed: summary(confirmed),
      },
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(
      format === 'csv'
        ? personExportCsv(records)
        : personExportJson(
            // The file is for the person: their identifiers as they gave them.
            [query.email, query.phone?.value, query.name?.value].filter(Boolean).join(', '),
            records,
          ),
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
    const choice = await chosen(req, query, body)
    if (!choice.ok) return choice.response
    const { records, found, ignored, confirmed } = choice
    const done = await erasePerson(req.payload, records, body.mode)
    await writeAudit(req.payload, req, {
      action: body.mode === 'erase' ? 'person-erased' : 'person-anonymised',
      ...subjectOf(req, query),
      details: {
        ...done,
        records: summary(records),
        leftOut: found.length - records.length,
        confirmed: summary(confirmed),
      },
    })
    return Response.json(
      { ok: true, ...done, ignored },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}

export const privacyEndpoints = [personSearchEndpoint, personExportEndpoint, personEraseEndpoint]
