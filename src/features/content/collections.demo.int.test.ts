import { describe, expect, it } from 'vitest'

import { asUser, testPayload } from '../../../tests/support/payload'
import { contentPrefetchFiles, prefetchFileName } from './prefetch'

const visitor = { overrideAccess: false } as const

describe('shared collections: seeded', () => {
  it('are seeded in all four locales, published', async () => {
    // On the run's seeded copy (tests/support/database-per-file.ts).
    const payload = await testPayload()
    for (const collection of [
      'partner-slides',
      'purchase-rules',
      'terms',
      'testimonials',
      'packages',
      'faq',
      'team',
      'positions',
      'landing-pages',
    ] as const) {
      const { totalDocs } = await payload.count({ collection, ...visitor })
      expect(totalDocs, collection).toBeGreaterThan(0)
    }
    const ua = await payload.find({ collection: 'testimonials', locale: 'ua', ...visitor })
    expect(ua.docs).toHaveLength(3)
    expect(ua.docs[0]!.quote).toMatch(/[а-яіїє]/i)
    const pt = await payload.find({
      collection: 'packages',
      locale: 'pt',
      sort: 'order',
      ...visitor,
    })
    expect(pt.docs[0]!.priceCondition).toContain('até 4 postos')
    expect(pt.docs[0]!.features?.length).toBeGreaterThan(0)
    const policy = await payload.findGlobal({ slug: 'privacy-policy', locale: 'ua', ...visitor })
    expect(policy.title).toBe('Політика конфіденційності')
    const wdec = await payload.find({
      collection: 'landing-pages',
      where: { slug: { equals: 'wdec' } },
      locale: 'pt',
      ...visitor,
    })
    expect(wdec.docs[0]!.layout?.length).toBe(4)
  })
})

describe('shared collections: who edits and who reads', () => {
  it('editors create and edit; visitors and sales cannot; visitors read published only', async () => {
    const payload = await testPayload()
    const editor = asUser(['editor'])
    const draft = await payload.create({
      collection: 'faq',
      data: {
        question: 'Draft question?',
        answer: 'Not yet public.',
        audience: 'drivers',
        _status: 'draft',
      },
      draft: true,
      ...editor,
    })
    await expect(
      payload.create({
        collection: 'faq',
        data: { question: 'x', answer: 'y', audience: 'drivers' },
        ...visitor,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'faq',
        id: draft.id,
        data: { question: 'hacked' },
        ...asUser(['sales']),
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'testimonials', where: {}, ...visitor }),
    ).rejects.toThrow()

    const seenByVisitor = await payload.find({
      collection: 'faq',
      where: { id: { equals: draft.id } },
      ...visitor,
    })
    expect(seenByVisitor.docs).toHaveLength(0)
    const seenByEditor = await payload.find({
      collection: 'faq',
      where: { id: { equals: draft.id } },
      draft: true,
      ...editor,
    })
    expect(seenByEditor.docs).toHaveLength(1)

    await payload.update({
      collection: 'faq',
      id: draft.id,
      data: { _status: 'published' },
      ...editor,
    })
    const afterPublish = await payload.find({
      collection: 'faq',
      where: { id: { equals: draft.id } },
      ...visitor,
    })
    expect(afterPublish.docs.map((d) => d.question)).toEqual(['Draft question?'])
    expect(await contentPrefetchFiles.faq!('en')).toEqual(
      expect.arrayContaining([expect.objectContaining({ question: 'Draft question?' })]),
    )

    await payload.updateGlobal({ slug: 'impact-data', data: { co2Tons: 1 }, ...editor })
    await expect(
      payload.updateGlobal({ slug: 'impact-data', data: { co2Tons: 2 }, ...visitor }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'privacy-policy', data: { title: 'x' }, ...asUser(['sales']) }),
    ).rejects.toThrow()
  })
})

describe('shared collections: prefetch files', () => {
  it('prefetch files hide drafts and internal fields', async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'team',
      data: { name: 'Hidden Draft', role: 'Secret', _status: 'draft' },
      draft: true,
    })
    const team = (await contentPrefetchFiles.team!('pt')) as {
      name: string
      _status?: string
      photo: unknown
    }[]
    expect(team.map((t) => t.name)).not.toContain('Hidden Draft')
    expect(team[0]!._status).toBeUndefined()
    expect(team[0]!.photo).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/media\/file\//),
      alt: expect.any(String),
    })
    expect(prefetchFileName('team.json', contentPrefetchFiles)).toBe('team')
    // The shared content's files (the shop adds its own, see src/app/fire-prefetch), and the shop's
    // terms of sale.
    expect(Object.keys(contentPrefetchFiles).sort()).toEqual(
      [
        'partner-slides',
        'purchase-rules',
        'terms',
        'privacy-policy',
        'public-agreement',
        'testimonials',
        'packages',
        'faq',
        'team',
      ].sort(),
    )
    expect(prefetchFileName('team', contentPrefetchFiles)).toBeUndefined()
    expect(prefetchFileName('users.json', contentPrefetchFiles)).toBeUndefined()
    expect(prefetchFileName('__proto__.json', contentPrefetchFiles)).toBeUndefined()
  })
})
