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
 * An upload on a public page, rendered on the server to a plain img: no client JavaScript.
 *
 * next/image's `getImageProps` gives the attributes (width and height that reserve the box, lazy
 * loading unless asked otherwise, async decoding), with `unoptimized`: uploads are already stored
 * as WebP in the sizes the media collection makes (Media.ts), and the srcset lists those files, so
 * the browser fetches them as Payload serves them. The image optimiser is switched off in
 * next.config.ts: it would decode and encode every upload again on each cache miss, per instance.
 * The `<Image>` component itself is not used: it is a client component and would add its script to
 * every page showing a picture.
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
