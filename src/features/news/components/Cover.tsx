import type { ImageData } from '../queries'

/** A responsive cover from the media sizes (thumbnail 320, card 640, wide 1280) and the original. */
export function Cover({ image, sizes, className, priority = false }: { image: ImageData; sizes: string; className?: string; priority?: boolean }) {
  const candidates = [image.sizes.thumbnail, image.sizes.card, image.sizes.wide, { url: image.url, width: image.width }]
    .filter((c): c is { url: string; width: number } => Boolean(c?.url && c.width))
    .map((c) => `${c.url} ${c.width}w`)
  return (
    <img
      className={className}
      src={image.sizes.card?.url ?? image.url}
      srcSet={candidates.join(', ') || undefined}
      sizes={sizes}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
