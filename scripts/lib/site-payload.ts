import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Payload on the site's database, for the command-line tools that work on its data (OCPI pulls and
 * imports). A database no server or `npm run migrate` has prepared has none of the site's tables:
 * the tool says so and what to run, instead of failing on its first query with the driver's stack
 * trace.
 */
export async function sitePayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  const migrated = await payload.count({ collection: 'payload-migrations' }).then(
    ({ totalDocs }) => totalDocs > 0,
    () => false,
  )
  if (!migrated) {
    // Named, not printed: a DATABASE_URL may hold a password.
    const where = process.env.DATABASE_URL ? 'the database at DATABASE_URL' : 'data/site.db'
    console.error(
      `${where} has not been prepared for the site yet: start the site once (npm start) or run npm run migrate with the same settings.`,
    )
    process.exit(2)
  }
  return payload
}
