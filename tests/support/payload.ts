import type { Payload } from 'payload'

let instance: Payload | undefined

/** Payload's Local API on this file's fresh database, migrated with the checked-in migrations. */
export async function testPayload(): Promise<Payload> {
  if (instance) return instance
  const [{ getPayload }, { default: config }, { migrationsFor }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations'),
  ])
  instance = await getPayload({ config })
  await instance.db.migrate({ migrations: migrationsFor() })
  return instance
}

export async function testPayloadClose(): Promise<void> {
  // The database is dropped with force next: its pooled PostgreSQL clients are cut off on purpose.
  const pool = (
    instance?.db as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
  )?.pool
  pool?.on('error', () => {})
  if (instance) await instance.db.destroy?.()
  instance = undefined
}

/** Request context of a back-office user with the given roles, for access-control tests. */
export function asUser(roles: ('admin' | 'editor' | 'sales')[], id = 999_999) {
  return {
    user: { id, email: `${roles.join('-')}@test.example`, roles, collection: 'users' as const },
    overrideAccess: false,
  }
}

/** A plain PNG of the given size uploaded to the media collection, with its English alt text. */
export async function uploadTestImage(
  payload: Payload,
  { name, alt, width, height }: { name: string; alt: string; width: number; height: number },
) {
  const { default: sharp } = await import('sharp')
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 11, g: 107, b: 79 } },
  })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
}
