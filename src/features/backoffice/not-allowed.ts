import type { Payload } from 'payload'

/**
 * Whether an admin page is one the signed-in account may not read: a collection or global its role
 * cannot read, or a document that exists but is not this account's to see (a sales account opening
 * an admin's user). Payload answers those with its 404 "Nothing found", which reads as if the thing
 * did not exist; the page route answers 403 "Not allowed" instead (`admin/NotAllowedView.tsx`).
 * Without a back-office session Payload's own login redirect applies, and what does not exist
 * stays a 404.
 */
export async function isRefusedAdminRoute(
  payload: Payload,
  headers: Headers,
  segments: string[] = [],
): Promise<boolean> {
  const [kind, slug, id] = segments
  if ((kind !== 'collections' && kind !== 'globals') || !slug) return false
  const isCollection = kind === 'collections' && slug in payload.collections
  const isGlobal = kind === 'globals' && payload.config.globals.some((g) => g.slug === slug)
  if (!isCollection && !isGlobal) return false
  const { user, permissions } = await payload.auth({ headers })
  if (!user || !permissions.canAccessAdmin) return false
  if (isGlobal) return !permissions.globals?.[slug]?.read
  if (!permissions.collections?.[slug]?.read) return true
  if (!id || id === 'create' || id === 'trash') return false
  const collection = slug as 'users'
  const where = { id: { equals: id } }
  const [own, any] = await Promise.all([
    payload.count({ collection, where, user, overrideAccess: false }),
    payload.count({ collection, where, overrideAccess: true }),
  ]).catch(() => [{ totalDocs: 1 }, { totalDocs: 1 }])
  return own.totalDocs === 0 && any.totalDocs > 0
}
