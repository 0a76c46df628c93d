/**
 * The plain text of Lexical rich text, for search and excerpts (`src/lib/seed/lexical.ts` builds
 * it).
 */
type LexicalNode = {
  type?: string
  text?: string
  children?: LexicalNode[]
  [key: string]: unknown
}
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
