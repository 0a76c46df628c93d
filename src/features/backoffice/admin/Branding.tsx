import type { Payload } from 'payload'

/*
 * The back office wears the company's mark, served by the site itself (public/icon.svg): nothing is
 * fetched from another origin, so the admin works offline and under the site's CSP.
 */

async function brandName(payload?: Payload): Promise<string> {
  if (!payload) return 'Voltra'
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => null)) as { brandName?: string } | null
  return settings?.brandName || 'Voltra'
}

/** On the login page and other full-page screens. */
export async function Logo({ payload }: { payload?: Payload }) {
  const name = await brandName(payload)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <img src="/icon.svg" alt="" width={48} height={48} />
      <span style={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1 }}>{name}</span>
    </span>
  )
}

/** In the header, linking to the dashboard. */
export async function Icon({ payload }: { payload?: Payload }) {
  const name = await brandName(payload)
  return <img src="/icon.svg" alt={name} width={24} height={24} style={{ display: 'block' }} />
}

/**
 * Initials instead of Payload's default Gravatar (an outside service, blocked by the CSP and
 * offline). They are drawn by CSS from `data-initials` (admin.css), not written as text: the
 * account link around them is named "Account", and a visible text the name does not contain
 * would break "label in name" (WCAG 2.5.3).
 */
export function Avatar({
  user,
}: {
  user?: { name?: string | null; email?: string | null } | null
}) {
  const source = user?.name?.trim() || user?.email?.split('@')[0] || '?'
  const initials =
    source
      .split(/[\s._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  return (
    <span
      aria-hidden="true"
      data-avatar="initials"
      data-initials={initials}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 25,
        height: 25,
        borderRadius: '50%',
        background: '#0b6b4f',
        color: '#fff',
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: 0.5,
      }}
    />
  )
}
