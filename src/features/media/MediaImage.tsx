import { getImageProps } from 'next/image'

import { srcSetOf, type PageImage } from './image'

type Props = {
  image: PageImage
  /**
   * How wide the picture shows at each viewport width: the browser picks the stored size from it.
   */
  sizes: string
  /**
   * In place of the upload's alt text, e.g. `''` where the picture only repeats what the text
   * beside it says.
   */
  alt?: string
  className?: string
  /**
   * The page's largest paint: fetched at once with high priority. React preloads it from the head
   * (as it does every image that is not lazy), so the browser asks for it before it has read the
   * page's styles.
   */
  priority?: boolean
  /**
   * Above the fold but not the largest paint: fetched at once, at normal priority. Otherwise
   * lazily.
   */
  eager?: boolean
  /**
   * A fixed display size (an avatar) for the width and height attributes; by default the upload's
   * own.
   */
  width?: number
  height?: number
}

/**
 * An upload on a public page as a plain img rendered on the server: no client JavaScript (next/
 * image's `<Image>` is a client component). `getImageProps` gives the attributes, `unoptimized`:
 * the srcset lists the WebP sizes the media collection already stored, and the optimiser, off in
 * next.config.ts, would re-encode every upload on each cache miss (README).
 */
export function MediaImage({
  image,
  sizes,
  alt = image.alt,
  className,
  priority = false,
  eager = false,
  width,
  height,
}: Props) {
  // next/image makes the alt text transparent so it never flashes while loading; here it stays
  // visible, so a file that fails to load still says what it showed.
  const {
    props: { style: _transparentAlt, ...props },
  } = getImageProps({
    src: image.src,
    alt,
    width: width ?? image.width,
    height: height ?? image.height,
    className,
    loading: priority || eager ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    unoptimized: true,
  })
  return <img {...props} alt={alt} srcSet={srcSetOf(image)} sizes={sizes} />
}
