import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import { otherLocales, type SeedLocale } from './localized'

type Fields = Record<string, unknown>

/**
 * Creates one seeded document in English, then writes its localised fields in each other locale.
 * `localized(locale, created)` gives a locale's fields (null: leave that locale empty); `fixed` the
 * fields shared by every locale. `published` adds `_status: 'published'` to every write
 * (collections with drafts).
 */
export async function createLocalized<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  localized: (locale: SeedLocale, created?: DataFromCollectionSlug<C>) => Fields | null,
  {
    fixed = {},
    locales = otherLocales,
    published = false,
    req,
  }: {
    fixed?: Fields
    locales?: readonly SeedLocale[]
    published?: boolean
    req?: PayloadRequest
  } = {},
): Promise<DataFromCollectionSlug<C>> {
  const status = published ? { _status: 'published' } : {}
  const created = (await payload.create({
    req,
    depth: 0,
    collection,
    locale: 'en',
    data: { ...fixed, ...localized('en'), ...status } as never,
  })) as DataFromCollectionSlug<C>
  for (const locale of locales) {
    const data = localized(locale, created)
    if (data)
      await payload.update({
        req,
        depth: 0,
        collection,
        id: created.id,
        locale,
        data: { ...data, ...status } as never,
      })
  }
  return created
}
