import type { Payload, PayloadRequest } from 'payload'

import { iso } from '@/features/forms/delivery/queue'
import { sqlTable } from '@/lib/sql'

import { reminderKinds, reminderLeadMs } from './Reminders'

const reminderColumns = [
  'key',
  'booking',
  'kind',
  'createdAt',
  'updatedAt',
  'delivery_state',
  'delivery_attempts',
  'delivery_dueAt',
] as const

/**
 * Writes a meeting's reminders (Reminders.ts): pending deliveries due 24 hours and 1 hour before
 * it, any instance's worker sends them when due. A reminder whose time has passed already (a
 * meeting booked for tomorrow morning) is not written. One INSERT; a meeting that has its
 * reminders already keeps them (the unique key).
 */
export async function scheduleReminders(
  payload: Payload,
  booking: number | string,
  start: number,
  now = Date.now(),
): Promise<number> {
  const rows = reminderKinds
    .map((kind) => ({ kind, dueAt: start - reminderLeadMs[kind] }))
    .filter(({ dueAt }) => dueAt > now)
    .map(({ kind, dueAt }) => ({
      key: `${booking}:${kind}`,
      booking: Number(booking),
      kind,
      createdAt: iso(now),
      updatedAt: iso(now),
      delivery_state: 'pending',
      delivery_attempts: 0,
      delivery_dueAt: iso(dueAt),
    }))
  if (!rows.length) return 0
  const { db, table } = sqlTable(payload, 'booking-reminders', reminderColumns)
  await db.insert(table).values(rows).onConflictDoNothing()
  return rows.length
}

/** A cancelled, moved or erased meeting's reminders go (a moved one gets new ones). */
export async function dropReminders(
  payload: Payload,
  booking: number | string,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    collection: 'booking-reminders',
    where: { booking: { equals: booking } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}
