/**
 * Imports OCPI 2.2.1 Locations into the map: `npm run payload -- run scripts/import-ocpi.ts
 * <file.json | https://…>`. Prints how many were created and updated, and every rejected record
 * with its field errors.
 */
import { importOcpiLocations, readOcpiSource } from '@/features/map/ocpi/importer'

import { sitePayload } from './lib/site-payload'

const source = process.argv
  .slice(2)
  .find((arg) => !arg.startsWith('-') && !arg.endsWith('import-ocpi.ts'))
if (!source) {
  console.error(
    'Usage: npm run payload -- run scripts/import-ocpi.ts <file.json | https://…/ocpi/2.2.1/locations>',
  )
  process.exit(2)
}
const payload = await sitePayload()
const report = await importOcpiLocations(payload, await readOcpiSource(source))
console.log(
  `Created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected.length}.`,
)
for (const r of report.rejected)
  console.log(`  #${r.index}${r.id ? ` (${r.id})` : ''}: ${r.errors.join('; ')}`)
process.exit(report.rejected.length && !report.created && !report.updated ? 1 : 0)
