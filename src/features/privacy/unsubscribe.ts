import type { Payload } from 'payload'

import { anonymiseRecords } from './anonymise'
import { tokenId, tokenMatches } from '@/features/forms/unsubscribe-token'

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

/**
 * Honours an unsubscribe link: the subscriber's address is emptied at once (the record stays,
 * anonymised, for the counts). A link used again, or one whose subscription was erased since, still
 * answers "unsubscribed": the address is not on the list. Only a link that was never signed is
 * invalid.
 */
export async function unsubscribe(payload: Payload, token: unknown): Promise<UnsubscribeOutcome> {
  const id = tokenId(token)
  if (!id) return 'invalid'
  const subscriber = (await payload.findByID({
    collection: 'newsletter-subscribers',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as { id: number; createdAt: string; anonymisedAt?: string | null } | null
  if (!subscriber) return 'unsubscribed'
  if (!tokenMatches(payload.secret, token as string, subscriber.id, subscriber.createdAt))
    return 'invalid'
  if (!subscriber.anonymisedAt) {
    await anonymiseRecords(payload, 'newsletter-subscribers', [subscriber.id])
    payload.logger.info({ msg: 'newsletter unsubscribed', id: subscriber.id })
  }
  return 'unsubscribed'
}
