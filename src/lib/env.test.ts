import { describe, expect, it } from 'vitest'

import { assertValidEnv, EnvError, envProblems } from './env'

describe('environment checked at boot', () => {
  it('refuses a production server without PAYLOAD_SECRET', () => {
    expect(() => assertValidEnv({ NODE_ENV: 'production' })).toThrow(EnvError)
    expect(() => assertValidEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is not set/)
    expect(() => assertValidEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 's3cret' })).not.toThrow()
  })

  it('lets the build and development run without a secret', () => {
    expect(envProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual(
      [],
    )
    expect(envProblems({ NODE_ENV: 'development' })).toEqual([])
  })

  it('refuses WEBHOOK_URL without WEBHOOK_SECRET, in every mode', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const problems = envProblems({
        NODE_ENV,
        PAYLOAD_SECRET: 's3cret',
        WEBHOOK_URL: 'https://crm.example/hook',
      })
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/WEBHOOK_URL is set without WEBHOOK_SECRET/)
    }
    expect(envProblems({ WEBHOOK_URL: 'https://crm.example/hook', WEBHOOK_SECRET: 'k' })).toEqual(
      [],
    )
  })

  it('refuses an S3 bucket without the rest of its settings, naming what is missing', () => {
    const full = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(envProblems(full)).toEqual([])
    expect(envProblems({})).toEqual([]) // no bucket: the local media folder
    const problems = envProblems({ S3_BUCKET: 'media', S3_REGION: 'us-east-1' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /S3_BUCKET is set but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not/,
    )
  })

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        assertValidEnv({ NODE_ENV: 'production', WEBHOOK_URL: 'https://crm.example/hook' })
      } catch (e) {
        return e as EnvError
      }
    })()
    expect(error?.problems).toHaveLength(2)
    expect(error?.message).toMatch(/PAYLOAD_SECRET[\s\S]*WEBHOOK_SECRET/)
  })
})

describe('demo account passwords', () => {
  const strong = {
    DEMO_ADMIN_PASSWORD: 'a'.repeat(12),
    DEMO_EDITOR_PASSWORD: 'b'.repeat(12),
    DEMO_SALES_PASSWORD: 'c'.repeat(12),
  }

  it('are needed only when demo content is asked for', () => {
    expect(envProblems({})).toEqual([])
    expect(envProblems({ SEED_DEMO_CONTENT: 'true', ...strong })).toEqual([])
  })

  it('refuses demo seeding with a missing or short password, naming the variables', () => {
    const problems = envProblems({
      SEED_DEMO_CONTENT: 'true',
      ...strong,
      DEMO_EDITOR_PASSWORD: undefined,
      DEMO_SALES_PASSWORD: 'short',
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/DEMO_EDITOR_PASSWORD, DEMO_SALES_PASSWORD/)
    expect(problems[0]).not.toMatch(/DEMO_ADMIN_PASSWORD/)
  })
})

describe('payment provider choice', () => {
  it('knows only the test provider by name (Stripe is chosen by its keys)', () => {
    expect(envProblems({ PAYMENTS_PROVIDER: 'test' })).toEqual([])
    expect(envProblems({ PAYMENTS_PROVIDER: 'stripe' })[0]).toMatch(
      /PAYMENTS_PROVIDER=stripe is not known/,
    )
  })
})
