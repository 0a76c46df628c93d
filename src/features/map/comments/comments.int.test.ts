import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { memoryRateLimiter } from '@/lib/rate-limit'

import { asUser, testPayload } from '../../../../tests/support/payload'
import { postComment } from './comments'
import { findStationByIdentity } from '../queries'
import { createTestStations } from '../stations/stations.testing'

// The route itself, on this file's database (it reaches Payload through the same config).
const commentsRoute = await import('@/app/api/v1/stations/[id]/comments/handler')

let payload: Payload
const lisbon = 'PT-ABC-LIS-0001'

const at = (id: string) => ({ params: Promise.resolve({ id }) })
const post = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  commentsRoute.POST(
    new NextRequest(`http://localhost/api/v1/stations/${id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.5', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    at(id),
  )
const list = async (id: string, page?: string) => {
  const response = await commentsRoute.GET(
    new NextRequest(
      `http://localhost/api/v1/stations/${id}/comments${page ? `?page=${page}` : ''}`,
    ),
    at(id),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      total: number
      page: number
      pages: number
      items: { authorName: string; body: string }[]
      error?: { code: string; field?: string }
    },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  await createTestStations(payload)
})

describe('comments on a station: posting and listing', () => {
  it('stores a posted comment unapproved, shows it and counts it only once an editor approves it', async () => {
    const response = await post(lisbon, {
      authorName: '  Ana   Sousa ',
      body: 'Carregou rápido, boa iluminação.',
      locale: 'pt',
      website: '',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Obrigado! O seu comentário aparecerá aqui depois de aprovado por um moderador.',
    })
    const station = (await findStationByIdentity(payload, lisbon))!
    const stored = await payload.find({
      collection: 'station-comments',
      where: { station: { equals: station.id } },
      overrideAccess: true,
    })
    expect(stored.docs).toMatchObject([
      { authorName: 'Ana Sousa', body: 'Carregou rápido, boa iluminação.', approved: false },
    ])
    expect((await list(lisbon)).body).toMatchObject({ total: 0, items: [] })
    expect((await findStationByIdentity(payload, lisbon))!.commentsCount).toBe(0)

    // An editor approves it in the back office (as that user, with access control on).
    await payload.update({
      collection: 'station-comments',
      id: stored.docs[0]!.id,
      data: { approved: true },
      ...asUser(['editor']),
    })
    expect((await findStationByIdentity(payload, lisbon))!.commentsCount).toBe(1)
    expect((await list(lisbon)).body).toMatchObject({
      total: 1,
      items: [{ authorName: 'Ana Sousa' }],
    })
  })

  it('lists approved comments newest first, five a page', async () => {
    const station = (await findStationByIdentity(payload, lisbon))!
    for (let i = 1; i <= 7; i++) {
      await payload.create({
        collection: 'station-comments',
        data: {
          station: station.id,
          authorName: `Driver ${i}`,
          body: `Visit ${i}`,
          approved: true,
        },
        overrideAccess: true,
      })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const first = await list(lisbon)
    expect(first.body).toMatchObject({ total: 8, page: 1, pages: 2 })
    expect(first.body.items.map((c) => c.authorName)).toEqual([
      'Driver 7',
      'Driver 6',
      'Driver 5',
      'Driver 4',
      'Driver 3',
    ])
    expect((await list(lisbon, '2')).body.items.map((c) => c.authorName)).toEqual([
      'Driver 2',
      'Driver 1',
      'Ana Sousa',
    ])
    for (const bad of ['0', '-1', '1.5', 'x', '51'])
      expect((await list(lisbon, bad)).body.error, bad).toMatchObject({
        code: 'bad_request',
        field: 'page',
      })
  })
})

describe('comments on a station: bad input', () => {
  it('answers bad input with 4xx JSON in the site error shape and stores nothing', async () => {
    const before = (await payload.count({ collection: 'station-comments', overrideAccess: true }))
      .totalDocs
    const cases: [unknown, number, string, string?][] = [
      [{ authorName: '', body: 'Fine station.' }, 400, 'invalid', 'authorName'],
      [{ authorName: 'x'.repeat(81), body: 'Fine station.' }, 400, 'invalid', 'authorName'],
      [{ authorName: 'Rui', body: 'ok' }, 400, 'invalid', 'body'],
      [{ authorName: 'Rui', body: 'y'.repeat(1001) }, 400, 'invalid', 'body'],
      [{ authorName: 'Rui', body: 42 }, 400, 'invalid', 'body'],
      ['{"authorName":', 400, 'invalid_json'],
      ['[1,2]', 400, 'invalid_body'],
      [{ authorName: 'Rui', body: 'z'.repeat(9000) }, 413, 'too_large'],
    ]
    for (const [body, status, code, field] of cases) {
      const response = await post(lisbon, body)
      const answer = (await response.json()) as {
        error: { code: string; field?: string; message: string }
      }
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status)
      expect(answer.error.code).toBe(code)
      if (field) expect(answer.error.field).toBe(field)
    }
    const english = (await (
      await post(lisbon, { authorName: 'Rui', body: 'ok', locale: 'en' })
    ).json()) as { error: { message: string } }
    expect(english.error.message).toBe('Please write a comment of 3 to 1000 characters.')
    const plain = await commentsRoute.POST(
      new NextRequest(`http://localhost/api/v1/stations/${lisbon}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      }),
      at(lisbon),
    )
    expect(plain.status).toBe(415)
    expect((await post('NO-SUCH-STATION', { authorName: 'Rui', body: 'Nice place.' })).status).toBe(
      404,
    )
    expect((await post('bad id!', { authorName: 'Rui', body: 'Nice place.' })).status).toBe(400)
    // Stations for app users only keep their comments in the app.
    expect((await post('PT-VLT-SET-0003', { authorName: 'Rui', body: 'Nice place.' })).status).toBe(
      404,
    )
    expect((await list('PT-VLT-SET-0003')).status).toBe(404)
    // A filled honeypot looks like a success to the bot and stores nothing.
    expect(
      (
        await post(lisbon, {
          authorName: 'Bot',
          body: 'Buy cheap things now',
          website: 'https://spam.example',
        })
      ).status,
    ).toBe(200)
    expect(
      (await payload.count({ collection: 'station-comments', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })
})

describe('comments on a station: rate limit and captcha', () => {
  it('limits posts per address (429, translated, Retry-After) and checks the captcha when configured', async () => {
    const limiter = memoryRateLimiter(2, 60_000)
    const context = {
      ip: '192.0.2.9',
      contentType: 'application/json',
      acceptLanguage: 'uk',
      limiter,
    }
    const body = JSON.stringify({ authorName: 'Taras', body: 'Швидка зарядка.' })
    expect((await postComment(payload, lisbon, body, context)).status).toBe(201)
    expect((await postComment(payload, lisbon, body, context)).status).toBe(201)
    const limited = await postComment(payload, lisbon, body, context)
    expect(limited.status).toBe(429)
    expect(limited.headers?.['Retry-After']).toMatch(/^\d+$/)
    expect(limited.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/[а-яі]/) },
    })

    process.env.RECAPTCHA_SITE_KEY = 'site-key'
    process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
    try {
      const missing = await postComment(payload, lisbon, body, {
        ...context,
        ip: '192.0.2.10',
        limiter: memoryRateLimiter(10, 60_000),
      })
      expect(missing).toMatchObject({
        status: 400,
        body: { error: { code: 'captcha_missing', field: 'captchaToken' } },
      })
    } finally {
      delete process.env.RECAPTCHA_SITE_KEY
      delete process.env.RECAPTCHA_SECRET_KEY
    }
  })
})
