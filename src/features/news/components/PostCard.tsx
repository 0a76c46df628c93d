import { SiteLink as Link } from '@/features/site/SiteLink'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/features/media/MediaImage'
import type { Locale } from '@/i18n/locales'

import type { PostSummary } from '../post-shapes'
import styles from './news.module.css'
import { formatDate } from '@/i18n/format'

/**
 * One post in a list: cover, title (the link covering the card), date, category, pinned badge,
 * excerpt.
 */
export async function PostCard({
  post,
  locale,
  headingLevel = 2,
  title,
  excerpt,
  extra,
  priority = false,
}: {
  post: PostSummary
  locale: Locale
  headingLevel?: 2 | 3
  title?: ReactNode
  excerpt?: ReactNode
  extra?: ReactNode
  priority?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      {post.cover ? (
        // The title's link names the post: the picture is decorative here.
        <MediaImage
          image={post.cover}
          alt=""
          className={styles.cardImage}
          sizes="(min-width: 992px) 22rem, (min-width: 640px) 45vw, 100vw"
          priority={priority}
        />
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {post.fixed ? <span className={styles.badge}>{t('pinned')}</span> : null}
          {post.publishedAt ? (
            <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
          ) : null}
          {post.category ? <span>{post.category.name}</span> : null}
        </p>
        <Heading>
          <Link className={styles.cardLink} href={`/${locale}/news/${post.url}`}>
            {title ?? post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{excerpt ?? post.excerpt}</p>
        {extra}
      </div>
    </article>
  )
}
