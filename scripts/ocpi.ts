/**
 * OCPI 2.2.1 pulls from the command line (`npm run ocpi -- …`):
 *   pull <locations URL> [--full]          a CPO's Locations (sender interface GET list)
 *   pull-tariffs <tariffs URL> [--full]    a CPO's Tariffs
 * OCPI_TOKEN is sent as `Authorization: Token <base64>`. After a successful run, the next one asks
 * only for changes since it started (`--full` asks for everything). Prints the counts and every
 * rejected record with its field errors; exits 0 when anything valid was imported. Each run is also
 * recorded in the back office (Map → OCPI runs).
 */
import { describeRun, pullExitCode, runPull } from '@/features/map/ocpi/pull'

import { sitePayload } from './lib/site-payload'

const args = process.argv.slice(2)
const at = args.findIndex((a) => a === 'pull' || a === 'pull-tariffs')
const command = args[at]
const url = args.slice(at + 1).find((a) => !a.startsWith('--'))
if (at < 0 || !url || !/^https?:\/\//.test(url)) {
  console.error(
    'Usage: npm run ocpi -- pull <https://…/ocpi/2.2.1/locations> [--full]\n       npm run ocpi -- pull-tariffs <https://…/ocpi/2.2.1/tariffs> [--full]',
  )
  process.exit(2)
}
const payload = await sitePayload()
const run = await runPull(payload, {
  module: command === 'pull' ? 'locations' : 'tariffs',
  url,
  token: process.env.OCPI_TOKEN,
  full: args.includes('--full'),
  log: (line) => console.error(line),
})
for (const line of describeRun(run)) console.log(line)
process.exit(pullExitCode(run))
