import { RichText } from '@payloadcms/richtext-lexical/react'
import { SiteLink as Link } from '@/features/site/SiteLink'
import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { MediaImage } from '@/features/media/MediaImage'
import { richTextUploads } from '@/features/media/RichTextUpload'
import { PageHeader } from '@/features/site/PageHeader'
import { localeTags, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import type { PostDetail } from '../post-shapes'
import { getRelatedPosts } from '../queries'
import { newsHref } from './format'
import styles from './news.module.css'
import { PostCard } from './PostCard'
import { PreviewRefresh } from '@/features/content/preview/PreviewRefresh'
import { JsonLd } from '@/features/site/JsonLd'
import { formatDate } from '@/i18n/format'

/** How wide the article's column shows its cover and the pictures in its text. */
const articleWidth = '(min-width: 800px) 46rem, 100vw'

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
  ]
}

/** NewsArticle structured data (schema.org) of a post. */
export function newsArticleJsonLd(post: PostDetail, locale: Locale, brand: string) {
  const origin = siteUrl().origin
  const image = post.seo.image ?? post.cover
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.seo.description,
    inLanguage: localeTags[locale],
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt || undefined,
    mainEntityOfPage: `${origin}/${locale}/news/${post.url}`,
    image: image ? [new URL(image.src, origin).toString()] : undefined,
    articleSection: post.category?.name,
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    author: { '@type': 'Organization', name: brand, url: origin },
    publisher: {
      '@type': 'Organization',
      name: brand,
      logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
    },
  }
}

/**
 * The article page: header, cover, body, tags, share links, related posts; a banner when previewing
 * a draft.
 */
export async function Article({
  post,
  locale,
  preview,
}: {
  post: PostDetail
  locale: Locale
  preview: boolean
}) {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getSiteSettings(locale),
  ])
  const absoluteUrl = `${siteUrl().origin}/${locale}/news/${post.url}`
  const jsonLd = newsArticleJsonLd(post, locale, settings.brandName)
  return (
    <div className="container">
      <article className={styles.article} data-status={post.status}>
        {preview ? (
          <>
            <p className={styles.preview} role="note">
              {t('preview')}
            </p>
            <PreviewRefresh />
          </>
        ) : null}
        <PageHeader
          locale={locale}
          pageKey="news"
          path={`/news/${post.url}`}
          heading={post.title}
          intro={
            <>
              <ArticleMeta post={post} locale={locale} t={t} />
              <p className="lead">{post.excerpt}</p>
            </>
          }
        />
        {post.cover ? (
          <figure className={styles.cover}>
            <MediaImage image={post.cover} sizes={articleWidth} priority />
          </figure>
        ) : null}
        {post.content ? (
          <div className={styles.body}>
            <RichText
              data={post.content as Parameters<typeof RichText>[0]['data']}
              converters={({ defaultConverters }) => ({
                ...defaultConverters,
                ...richTextUploads(articleWidth),
              })}
              disableContainer
            />
          </div>
        ) : null}
        {post.tags.length ? <PostTags post={post} locale={locale} label={t('tags')} /> : null}
        <ShareLinks url={absoluteUrl} title={post.title} t={t} />
        <JsonLd data={jsonLd} />
      </article>
      <Suspense fallback={<RelatedLoading label={t('loadingArticle')} />}>
        <RelatedPosts post={post} locale={locale} heading={t('related')} />
      </Suspense>
      <p>
        <Link href={`/${locale}/news`}>{t('backToNews')}</Link>
      </p>
    </div>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'news'>>>

/** When the post was published and its category, a link to the category's posts. */
function ArticleMeta({ post, locale, t }: { post: PostDetail; locale: Locale; t: Translate }) {
  return (
    <p className={styles.meta}>
      {post.publishedAt ? (
        <span>
          {t('published')}{' '}
          <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
        </span>
      ) : null}
      {post.category ? (
        <span>
          {t('category')}:{' '}
          <Link href={newsHref(locale, { category: post.category.slug })}>
            {post.category.name}
          </Link>
        </span>
      ) : null}
    </p>
  )
}

/** The post's tags, each a link to the posts with it. */
function PostTags({ post, locale, label }: { post: PostDetail; locale: Locale; label: string }) {
  return (
    <nav aria-label={label} className={styles.share}>
      <ul className={styles.chips}>
        {post.tags.map((tag) => (
          <li key={tag.slug}>
            <Link className={styles.chip} href={newsHref(locale, { tag: tag.slug })}>
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Share the article on the networks (new tab) or by e-mail. */
function ShareLinks({ url, title, t }: { url: string; title: string; t: Translate }) {
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading">{t('share')}</h2>
      <ul className={styles.chips}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              className={styles.chip}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('shareOn', { network: link.network })}
            >
              {link.network}
            </a>
          </li>
        ))}
        <li>
          <a
            className={styles.chip}
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          >
            {t('shareEmail')}
          </a>
        </li>
      </ul>
    </section>
  )
}

/** 'Read more': streamed after the article itself, with a skeleton meanwhile. */
async function RelatedPosts({
  post,
  locale,
  heading,
}: {
  post: PostDetail
  locale: Locale
  heading: string
}) {
  const related = await getRelatedPosts(post, locale, 3)
  if (related.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading">{heading}</h2>
      <ul className={styles.grid} data-testid="related-posts">
        {related.map((p) => (
          <li key={p.id}>
            <PostCard post={p} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function RelatedLoading({ label }: { label: string }) {
  return (
    <div className={styles.related} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  )
}
