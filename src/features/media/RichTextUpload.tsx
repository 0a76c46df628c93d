import type { SerializedUploadNode } from '@payloadcms/richtext-lexical'
import {
  UploadJSXConverter,
  type JSXConverterArgs,
  type JSXConverters,
} from '@payloadcms/richtext-lexical/react'

import { pageImage } from './image'
import { MediaImage } from './MediaImage'

/**
 * Pictures placed in rich text (read with depth ≥ 1), shown like every other upload on the page:
 * stored sizes in a srcset, reserved box, lazy. `sizes` is how wide the text column is. An upload
 * of another collection (a video) keeps Payload's own rendering, a link to the file.
 */
export function richTextUploads(sizes: string): JSXConverters<SerializedUploadNode> {
  return {
    upload: (args: JSXConverterArgs<SerializedUploadNode>) => {
      const image = args.node.relationTo === 'media' ? pageImage(args.node.value) : null
      if (!image)
        return typeof UploadJSXConverter.upload === 'function'
          ? UploadJSXConverter.upload(args)
          : null
      // An editor may give the picture its own alt text where it is placed.
      const alt = (args.node.fields as { alt?: unknown } | null | undefined)?.alt
      return (
        <MediaImage
          image={image}
          alt={typeof alt === 'string' && alt ? alt : undefined}
          sizes={sizes}
        />
      )
    },
  }
}
