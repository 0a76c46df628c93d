/**
 * Lexical rich text built from plain blocks, for seeded content and tests: each string is a
 * paragraph, one starting with `## ` a subheading (h2).
 */
import type { Post } from '@/payload-types'

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function lexicalFromBlocks(blocks: string[]): NonNullable<Post['content']> {
  return {
    root: block(
      'root',
      blocks.map((text) =>
        text.startsWith('## ')
          ? block('heading', [textNode(text.slice(3))], { tag: 'h2' })
          : block('paragraph', [textNode(text)], { textFormat: 0, textStyle: '' }),
      ),
    ) as NonNullable<Post['content']>['root'],
  }
}

/** The same from a text whose non-empty lines are the blocks. */
export function lexicalFromText(source: string): NonNullable<Post['content']> {
  return lexicalFromBlocks(
    source
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
}
