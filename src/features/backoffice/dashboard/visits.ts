import { eq } from 'drizzle-orm'
import type { Payload, TypedUser } from 'payload'

import { roles as allRoles, type Role } from '@/access'
import { sqlTable } from '@/lib/sql'

/**
 * Who opens the dashboard, and the moment "since your last visit" counts from. Every read of the
 * dashboard goes through the Local API with the user's own access (`overrideAccess: false`), so it
 * never shows what the user could not open.
 */
export type DashboardUser = TypedUser & {
  roles?: Role[] | null
  previousVisitAt?: string | null
  lastActiveAt?: string | null
}

/** A visit ends after this long without opening the dashboard. */
const visitGapMs = 30 * 60_000
const weekMs = 7 * 24 * 3600_000

export const rolesOf = (user: DashboardUser): Role[] =>
  (user.roles ?? []).filter((r): r is Role => (allRoles as readonly string[]).includes(r))
export const isSalesUser = (user: DashboardUser) =>
  rolesOf(user).some((r) => r === 'admin' || r === 'sales')
export const isEditorUser = (user: DashboardUser) =>
  rolesOf(user).some((r) => r === 'admin' || r === 'editor')
export const isAdminUser = (user: DashboardUser) => rolesOf(user).includes('admin')

/**
 * Opening the dashboard marks the user active. After a pause of more than 30 minutes a new visit
 * starts, and "since your last visit" moves to the last moment of the previous one. Returns the
 * moment the dashboard counts from (null on a first visit).
 */
export async function touchVisit(
  payload: Payload,
  user: DashboardUser,
  now = Date.now(),
): Promise<string | null> {
  const lastActive = user.lastActiveAt ? Date.parse(user.lastActiveAt) : NaN
  const newVisit = !Number.isFinite(lastActive) || now - lastActive > visitGapMs
  const since = newVisit ? (user.lastActiveAt ?? null) : (user.previousVisitAt ?? null)
  // One narrow UPDATE of two columns: the user's sessions and everything else on the row stay
  // untouched.
  const { db, table } = sqlTable(payload, 'users', ['id', 'lastActiveAt', 'previousVisitAt'])
  await db
    .update(table)
    .set({
      lastActiveAt: new Date(now).toISOString(),
      ...(newVisit ? { previousVisitAt: since } : {}),
    })
    .where(eq(table.id, user.id))
  return since
}

export const sinceOrLastWeek = (since: string | null, now = Date.now()) =>
  since ?? new Date(now - weekMs).toISOString()
