import type { Locale } from '@/i18n/locales'

/** Sort orders of post lists: `pinned` = pinned first (ascending fixedPosition), then newest. */
export type PostSort = 'pinned' | 'newest' | 'oldest' | 'position'
export const postSorts: readonly PostSort[] = ['pinned', 'newest', 'oldest', 'position']

export type PostListQuery = {
  locale: Locale
  limit: number
  skip: number
  category?: string
  tag?: string
  search?: string
  fixed?: boolean
  sort: PostSort
}
