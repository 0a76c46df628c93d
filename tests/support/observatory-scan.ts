// `tsx tests/support/observatory-scan.ts <hostname> <path>…`: the MDN HTTP Observatory's grade of
// each path, as its scan computes it for a host's front page (its `scan()` takes no path), printed
// as JSON. Run by observatory.ts, with the certificate to trust in NODE_EXTRA_CA_CERTS.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

import type { Grade } from './observatory'

async function grade(hostname: string, path: string): Promise<Grade> {
  const requests = await retrieve(hostname, { path })
  if (!requests.responses.auto)
    throw new Error(`The Observatory could not reach ${hostname}${path}`)
  const results: Record<string, string> = {}
  const penalties: Record<string, number> = {}
  let uncurved = 100
  let withExtraCredit = 100
  for (const test of ALL_TESTS) {
    const output = test(requests)
    const name = output.constructor.name
    results[name] = output.result
    const modifier = getScoreModifier(output.result)
    withExtraCredit += modifier
    if (modifier < 0) {
      uncurved += modifier
      penalties[name] = modifier
    }
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved
  const final = getGradeForScore(score)
  return { path, grade: final.grade, score: final.score, results, penalties }
}

const [hostname, ...paths] = process.argv.slice(2)
const grades: Grade[] = []
for (const path of paths) grades.push(await grade(hostname!, path))
process.stdout.write(JSON.stringify(grades))
