import type { Payload } from 'payload'

import { lexicalFromBlocks } from '@/lib/seed/lexical'

import { contentQueryHandler } from './routes'

/**
 * What the content query's integration tests share: the endpoint called as a browser would, and
 * the content they query (four posts, one of them pinned, a draft, purchase rules and terms).
 */
export const query = async (body: unknown, contentType = 'application/json') => {
  const response = await contentQueryHandler(
    new Request('http://localhost:3000/api/v1/content/query', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  // Answers are read loosely, as the tests of the other files do.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** Creates the queried content; answers the ids of the category, the tag and the posts by url. */
export async function seedQueriedContent(payload: Payload): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  const news = await payload.create({
    collection: 'post-categories',
    locale: 'en',
    data: { name: 'News', slug: 'news', order: 0 },
  })
  const roaming = await payload.create({
    collection: 'tags',
    locale: 'en',
    data: { name: 'Roaming', slug: 'roaming' },
  })
  ids.roaming = roaming.id
  ids.news = news.id
  for (const [i, url] of ['first-post', 'second-post', 'third-post', 'fourth-post'].entries()) {
    const doc = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        url,
        title: `Post number ${i + 1}`,
        excerpt: i === 2 ? 'About roaming hubs' : 'An excerpt',
        content: lexicalFromBlocks([`Body of post ${i + 1}.`, 'Second paragraph.']),
        publishedAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
        fixed: i === 3,
        fixedPosition: i === 3 ? 1 : null,
        category: news.id,
        tags: i % 2 ? [roaming.id] : [],
        _status: 'published',
      },
    })
    ids[url] = doc.id
  }
  // A draft must never come out, whatever the query.
  await payload.create({
    collection: 'posts',
    locale: 'en',
    draft: true,
    data: { url: 'secret-draft', title: 'Secret draft', excerpt: 'Hidden', _status: 'draft' },
  })
  for (const [order, title] of ['Bonuses in the app', 'Returns within 14 days'].entries()) {
    await payload.create({
      collection: 'purchase-rules',
      locale: 'en',
      data: { title, text: `${title} text`, order, _status: 'published' },
    })
  }
  await payload.create({
    collection: 'purchase-rules',
    locale: 'en',
    draft: true,
    data: { title: 'Draft rule', text: 'Not yet', order: 9, _status: 'draft' },
  })
  await payload.create({
    collection: 'terms',
    locale: 'en',
    data: { title: 'Delivery', text: 'Three to ten days', order: 0, _status: 'published' },
  })
  return ids
}
