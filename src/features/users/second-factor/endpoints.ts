import type { Endpoint, PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { hasRole } from '@/access'
import { jsonError, readJsonObject } from '@/lib/http'
import { rateLimiter } from '@/lib/rate-limit'

import { renewRecoveryCodes } from './renew'
import { parseList, pendingLogin, savePending, type PendingLogin } from './sessions'
import { enrolmentSecret, passSecondFactor, resetSecondFactor } from './verify'

/**
 * The second step of a login, under Payload's users API, for a request whose login's session is
 * held back (its cookie, or `Authorization: JWT …`): `POST …/second-factor/enrol` → `{ secret,
 * uri }` (the QR code); `verify` `{ code }` or `{ recoveryCode }` → 200 `{ ok, recoveryCodes? }`
 * (shown once, after an enrolment) or 401 `wrong_code`/`too_many`/`no_login`; `cancel` drops the
 * login; `POST /api/users/:id/second-factor/reset` (admins) makes the account enrol again;
 * `POST …/second-factor/recovery-codes` `{ password, code }` (a complete login) → 200
 * `{ recoveryCodes }`, new ones replacing the old, or 401 `wrong_password`/`wrong_code`, 409
 * `not_enrolled`, 429 after too many attempts (the login limit, per account).
 */
const issuer = 'Voltra back office'

const noLogin = () =>
  jsonError(401, 'no_login', 'No login is waiting for a second factor: log in again')

const enrol: Endpoint = {
  path: '/second-factor/enrol',
  method: 'post',
  handler: async (req) => {
    const context = await pendingLogin(req.payload, req.headers)
    if (!context) return noLogin()
    const enrolment = await enrolmentSecret(req.payload, context, issuer)
    if (!enrolment) return jsonError(409, 'enrolled', 'This account already has a second factor')
    return Response.json(enrolment, { headers: { 'Cache-Control': 'no-store' } })
  },
}

const verify: Endpoint = {
  path: '/second-factor/verify',
  method: 'post',
  handler: async (req) => {
    const context = await pendingLogin(req.payload, req.headers)
    if (!context) return noLogin()
    const read = await readJsonObject(req, 1024)
    if (!read.ok) return read.response
    const outcome = await passSecondFactor(req.payload, req, context, read.body ?? {})
    if (outcome.ok) return Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } })
    if (outcome.reason === 'not_enrolling') return noLogin()
    return jsonError(
      401,
      outcome.reason,
      outcome.reason === 'too_many'
        ? 'Too many wrong codes: log in again'
        : 'This code is not valid (or was already used)',
      'code',
    )
  },
}

const cancel: Endpoint = {
  path: '/second-factor/cancel',
  method: 'post',
  handler: async (req) => {
    const context = await pendingLogin(req.payload, req.headers)
    if (context) {
      const list = parseList<PendingLogin>(context.user.secondFactorPending)
      await savePending(
        req.payload,
        context.user,
        list.filter((p) => p.session.id !== context.sid),
      )
    }
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': String(cookie) } })
  },
}

const reset: Endpoint = {
  path: '/:id/second-factor/reset',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Log in first')
    if (!hasRole(req)) return jsonError(403, 'forbidden', 'Admins only')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return jsonError(400, 'bad_request', 'Invalid id')
    if (!(await resetSecondFactor(req.payload, req, id)))
      return jsonError(404, 'not_found', 'No such account')
    return Response.json({ ok: true })
  },
}

const renew: Endpoint = {
  path: '/second-factor/recovery-codes',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Log in first')
    const id = Number(req.user.id)
    const limit = await rateLimiter('LOGIN').hit(`recovery-codes:${id}`)
    if (!limit.allowed)
      return jsonError(429, 'rate_limited', 'Too many attempts: try again later', undefined, {
        'Retry-After': String(limit.retryAfterSeconds),
      })
    const read = await readJsonObject(req, 1024)
    if (!read.ok) return read.response
    const outcome = await renewRecoveryCodes(req.payload, req, id, read.body ?? {})
    if (outcome.ok) return Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } })
    if (outcome.reason === 'not_enrolled')
      return jsonError(409, 'not_enrolled', 'This account has no second factor yet')
    return outcome.reason === 'wrong_password'
      ? jsonError(401, 'wrong_password', 'The password is not right', 'password')
      : jsonError(401, 'wrong_code', 'This code is not valid (or was already used)', 'code')
  },
}

export const secondFactorEndpoints: Endpoint[] = [enrol, verify, cancel, reset, renew]
