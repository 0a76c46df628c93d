import { describe, expect, it } from 'vitest'

import { demoLogins, newDemoPassword } from '../../scripts/lib/demo-accounts.mjs'
import { demoPasswordVariables } from '@/lib/env'

import { demoAccounts } from '.'

describe('demo accounts', () => {
  it('are the same in the seed and in the scripts that announce them', () => {
    const seen = (list: readonly { role: string; email: string }[]) =>
      list.map(({ role, email }) => `${role} ${email}`).sort()
    expect(seen(demoLogins)).toEqual(seen(demoAccounts))
    for (const { role, variable } of demoLogins)
      expect(variable).toBe(demoPasswordVariables[role as keyof typeof demoPasswordVariables])
  })

  it('get a different random password each time, long enough for the seed', () => {
    const a = newDemoPassword()
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(newDemoPassword()).not.toBe(a)
  })
})
