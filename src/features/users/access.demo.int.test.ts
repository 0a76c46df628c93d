import { describe, expect, it } from 'vitest'

import { demoAccounts, seedDemoContent } from '@/seed'

import { asUser, testPayload } from '../../../tests/support/payload'

describe('back-office roles: the demo seed', () => {
  it('the demo seed made users, dictionary and settings, and a second run changes nothing', async () => {
    // This file runs on the run's seeded copy (tests/support/database-per-file.ts): the seed ran
    // once into an empty database, through `npm run migrate` as `npm start` runs it.
    const payload = await testPayload()
    const users = await payload.count({ collection: 'users' })
    expect(await seedDemoContent(payload)).toBe(false)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(users.totalDocs)
    const { docs } = await payload.find({
      collection: 'content-dictionary-values',
      where: { contentDictionaryCodeId: { equals: 1 } },
      sort: 'order',
    })
    expect(docs.map((d) => d.value)).toEqual(['en', 'my', 'pt', 'ua'])
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandName).toBe('Voltra')
    // Each demo account logs in with the password its variable holds (the seeded copy's, set by
    // the harness).
    for (const { email, passwordVariable, role } of demoAccounts) {
      const login = await payload.login({
        collection: 'users',
        data: { email, password: process.env[passwordVariable]! },
      })
      expect(login.user?.roles).toEqual([role])
    }
  })

  it('refuses to seed demo accounts without their passwords, before writing anything', async () => {
    const payload = await testPayload()
    const saved = process.env.DEMO_SALES_PASSWORD
    delete process.env.DEMO_SALES_PASSWORD
    try {
      await expect(seedDemoContent(payload)).rejects.toThrow(/DEMO_SALES_PASSWORD/)
    } finally {
      process.env.DEMO_SALES_PASSWORD = saved
    }
  })
})

describe('back-office roles: who may change what', () => {
  it('only admins manage users', async () => {
    const payload = await testPayload()
    const data = {
      email: `new-${Date.now()}@example.com`,
      password: 'a-long-password-1',
      roles: ['editor' as const],
    }
    await expect(
      payload.create({ collection: 'users', data, ...asUser(['editor']) }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data, ...asUser(['sales']) }),
    ).rejects.toThrow()
    const created = await payload.create({ collection: 'users', data, ...asUser(['admin']) })
    expect(created.email).toBe(data.email)
    const seenByEditor = await payload.find({
      collection: 'users',
      ...asUser(['editor'], created.id as number),
    })
    expect(seenByEditor.docs.map((u) => u.id)).toEqual([created.id])
  })

  it('editors edit content, sales and visitors do not', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { supportPhone: '+351 210 000 000' },
      ...asUser(['editor']),
    })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { supportPhone: '+1' },
        ...asUser(['sales']),
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'content-dictionary-values',
        data: { value: 'de', contentDictionaryCodeId: 1 },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.supportPhone).toBe('+351 210 000 000')
  })

  it('an editor cannot give themselves the admin role', async () => {
    const payload = await testPayload()
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: `e-${Date.now()}@example.com`,
        password: 'a-long-password-1',
        roles: ['editor'],
      },
    })
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      ...asUser(['editor'], editor.id as number),
    })
    const after = await payload.findByID({ collection: 'users', id: editor.id })
    expect(after.roles).toEqual(['editor'])
  })
})

describe('back-office roles: logins', () => {
  it('locks an account after five failed logins', async () => {
    const payload = await testPayload()
    const email = `lock-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'right-password-1', roles: ['sales'] },
    })
    for (let i = 0; i < 5; i++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'wrong' } }),
      ).rejects.toThrow()
    }
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'right-password-1' } }),
    ).rejects.toThrow(/locked/i)
  })
})
