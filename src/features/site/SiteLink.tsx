import type { AnchorHTMLAttributes } from 'react'

import { siteLinkAttribute } from './client/navigation'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A link to a page of this site: a plain anchor, rendered wherever it is used (server or client
 * component), so the page hydrates one element for it and ships nothing per link. Its click becomes
 * a client-side navigation and it prefetches its page later on, both through the one listener of
 * `client/navigation.ts` that looks for the marker attribute. Other anchors (files, feeds, other
 * sites, editors' rich text) stay ordinary page loads.
 */
export function SiteLink(props: Props) {
  return <a {...props} {...{ [siteLinkAttribute]: '' }} />
}
