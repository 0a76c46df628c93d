/**
 * Small helpers for Lexical rich text: plain text for search and excerpts, and building demo content.
 */
import type { Post } from '@/payload-types'

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }
export type LexicalDocument = { root: LexicalNode & { children: LexicalNode[] } }

const blockTypes = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/** The visible text of a Lexical document, blocks separated by newlines. */
export function lexicalToPlainText(value: unknown): string {
  const root = (value as LexicalDocument | null)?.root
  if (!root) return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    if (node.type === 'linebreak') out.push('\n')
    for (const child of node.children ?? []) walk(child)
    if (node.type && blockTypes.has(node.type)) out.push('\n')
  }
  walk(root)
  return out
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

const textNode = (text: string) => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/** A Lexical document from simple blocks: strings are paragraphs, `## ` starts a subheading. */
export function lexicalFromBlocks(blocks: string[]): NonNullable<Post['content']> {
  return {
    root: block(
      'root',
      blocks.map((text) =>
        text.startsWith('## ') ? block('heading', [textNode(text.slice(3))], { tag: 'h2' }) : block('paragraph', [textNode(text)], { textFormat: 0, textStyle: '' }),
      ),
    ) as NonNullable<Post['content']>['root'],
  }
}
