import type { UIFieldServerComponent } from 'payload'

import { requestOrigin } from '@/lib/site-url'

import { CalendarFeedLink } from './CalendarFeedLink'

/**
 * The salesperson's calendar feed on their availability (feed.ts): its address on the origin this
 * request reached (the site answers at any address), and "New link". Who can open the document
 * (its salesperson, admins) sees it; the endpoint checks again.
 */
export const CalendarFeedField: UIFieldServerComponent = ({ req, id }) => (
  <CalendarFeedLink origin={requestOrigin(req)} id={id ?? null} />
)
