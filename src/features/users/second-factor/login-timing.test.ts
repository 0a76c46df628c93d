import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dummyPasswordCheck, payloadHashParameters } from './login-timing'

describe('the dummy password hash', () => {
  it('has the parameters of the installed Payload’s local strategy', () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('payload'))
    const source = readFileSync(
      path.join(dist, 'auth/strategies/local/generatePasswordSaltHash.js'),
      'utf8',
    )
    expect(source).toContain(`currentPasswordHashIterations = ${payloadHashParameters.iterations};`)
    expect(source).toContain(`currentPasswordHashKeyLength = ${payloadHashParameters.keyLength};`)
    expect(source).toContain(`'${payloadHashParameters.digest}'`)
  })

  it('takes a real hash’s time and never throws', async () => {
    const started = performance.now()
    await dummyPasswordCheck('any password')
    expect(performance.now() - started).toBeGreaterThan(20)
  })
})
