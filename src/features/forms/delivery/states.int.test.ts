import { describe, expect, it } from 'vitest'

import { deliverClaimed } from './attempt'
import { retryDelivery } from './queue'
import { runDueDeliveries } from './worker'
import { deliveryTestBed } from '../forms.testing'

/**
 * Delivery states tell the truth: `skipped` when no channel is configured (in the back office and
 * the export too), and a failed or skipped record queued again once, by hand.
 */
const bed = await deliveryTestBed('delivery-test-webhook-secret')
const { webhook, mailsFor, hooksFor, submit, failEveryAttempt } = bed

describe('delivery states tell the truth', () => {
  it('with no e-mail and no webhook configured a submission is "skipped", not delivered, and says so in the export', async () => {
    const saved = { smtp: process.env.SMTP_URL, webhook: process.env.WEBHOOK_URL }
    delete process.env.SMTP_URL
    delete process.env.WEBHOOK_URL
    try {
      const claim = await submit('No channel')
      expect(await deliverClaimed(bed.payload, claim)).toBe('skipped')
      const record = await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })
      expect(record.delivery).toMatchObject({
        state: 'skipped',
        attempts: 1,
        emailSentAt: null,
        webhookSentAt: null,
      })
      expect(mailsFor(claim.id)).toBe(0)
      expect(await runDueDeliveries(bed.second)).toBe(0) // not due again by itself

      // The back office's select (in the editor's language) and the CSV export show the label, not
      // the raw value.
      const field = bed.payload.collections['contact-messages'].config.flattenedFields.find(
        (f) => f.name === 'delivery',
      ) as {
        flattenedFields: {
          name: string
          options?: { label: Record<string, string>; value: string }[]
        }[]
      }
      const skipped = field.flattenedFields
        .find((f) => f.name === 'state')
        ?.options?.find((o) => o.value === 'skipped')
      expect(skipped?.label).toMatchObject({
        en: 'Not sent — no channel configured',
        uk: 'Не надіслано — канал не налаштовано',
      })
      const admin = await bed.payload.create({
        collection: 'users',
        data: {
          email: `export-${Date.now()}@example.com`,
          password: 'export-test-password-1',
          roles: ['admin'],
        },
        overrideAccess: true,
      })
      const endpoints = bed.payload.collections['contact-messages'].config.endpoints as unknown as {
        path: string
        handler: (req: unknown) => Promise<Response>
      }[]
      const response = await endpoints
        .find((e) => e.path === '/export.csv')!
        .handler({
          payload: bed.payload,
          user: { ...admin, collection: 'users' },
          query: { where: { id: { equals: claim.id } } },
        })
      const csv = await response.text()
      expect(csv).toContain('Not sent — no channel configured')

      // Once a channel is configured, the record can be queued again and is then delivered once.
      process.env.SMTP_URL = saved.smtp
      expect(await retryDelivery(bed.payload, 'contact-messages', claim.id)).toBe(true)
      expect(await retryDelivery(bed.second, 'contact-messages', claim.id)).toBe(false) // already queued
      expect(await runDueDeliveries(bed.second)).toBe(1)
      expect(mailsFor(claim.id)).toBe(1)
      expect(
        (await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
      ).toMatchObject({ state: 'delivered' })
    } finally {
      process.env.SMTP_URL = saved.smtp
      process.env.WEBHOOK_URL = saved.webhook
    }
  })

  it('retryDelivery queues a failed record once, due now, and leaves other states alone', async () => {
    const claim = await failEveryAttempt('Failed then retried')
    expect(
      (await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'failed', attempts: 5 })
    webhook.status = 200
    // Two back-office clicks at once: one queues it.
    const results = await Promise.all([
      retryDelivery(bed.payload, 'contact-messages', claim.id),
      retryDelivery(bed.second, 'contact-messages', claim.id),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(
      (await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'pending', attempts: 0, dueAt: null, lastError: null })
    expect(
      await Promise.all([runDueDeliveries(bed.payload), runDueDeliveries(bed.second)]),
    ).toSatisfy((n: number[]) => n[0]! + n[1]! === 1)
    expect(hooksFor(claim.id)).toBe(6)
    expect(mailsFor(claim.id)).toBe(1) // the e-mail went out on the first attempt and is not repeated
    expect(
      (await bed.payload.findByID({ collection: 'contact-messages', id: claim.id })).delivery,
    ).toMatchObject({ state: 'delivered', attempts: 1 })
    // Delivered (or processing, pending) records are not touched.
    expect(await retryDelivery(bed.payload, 'contact-messages', claim.id)).toBe(false)
  })
})
