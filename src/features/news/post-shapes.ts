import { pageImage, type PageImage } from '@/features/media/image'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Post, PostCategory, Tag } from '@/payload-types'

/** What reads of posts answer (pages and the API alike), and how a stored post becomes one. */

export type TermData = { id: number; slug: string; name: string }
export type PostSummary = {
  id: number
  url: string
  title: string
  excerpt: string
  cover: PageImage | null
  category: TermData | null
  tags: TermData[]
  fixed: boolean
  fixedPosition: number | null
  publishedAt: string | null
  updatedAt: string
  /** The locales the post is shown in (written there, or English shown everywhere by choice). */
  locales: Locale[]
}
export type PostDetail = PostSummary & {
  content: Post['content']
  seo: { title: string; description: string; image: PageImage | null }
  status: 'draft' | 'published'
}
export type PostPage = { content: PostSummary[]; total: number; limit: number; skip: number }

export const summarySelect = {
  title: true,
  url: true,
  excerpt: true,
  cover: true,
  category: true,
  tags: true,
  fixed: true,
  fixedPosition: true,
  publishedAt: true,
  updatedAt: true,
  translatedLocales: true,
} as const

function toTerm(term: unknown): TermData | null {
  if (!term || typeof term !== 'object') return null
  const t = term as PostCategory | Tag
  return { id: t.id, slug: t.slug, name: t.name }
}

export function toSummary(post: Partial<Post> & { id: number }): PostSummary {
  return {
    id: post.id,
    url: post.url ?? '',
    title: post.title ?? '',
    excerpt: post.excerpt ?? '',
    cover: pageImage(post.cover),
    category: toTerm(post.category),
    tags: (post.tags ?? []).map(toTerm).filter((t): t is TermData => t !== null),
    fixed: Boolean(post.fixed),
    fixedPosition: post.fixedPosition ?? null,
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt ?? '',
    locales: localesOf(post.translatedLocales),
  }
}

export const localesOf = (value: unknown): Locale[] =>
  Array.isArray(value) ? value.filter(isLocale) : []

export function toDetail(post: Post): PostDetail {
  const summary = toSummary(post)
  return {
    ...summary,
    content: post.content ?? null,
    seo: {
      title: post.seo?.title || summary.title,
      description: post.seo?.description || summary.excerpt,
      image: pageImage(post.seo?.image) ?? summary.cover,
    },
    status: post._status === 'published' ? 'published' : 'draft',
  }
}
