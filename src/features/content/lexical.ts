/** Minimal Lexical documents for seeded rich text: `## ` lines become h2 headings, the rest paragraphs. */
type Node = Record<string, unknown>

const text = (value: string): Node => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const block = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

export function lexicalFromText(source: string) {
  const children = source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line.startsWith('## ')
        ? { ...block, type: 'heading', tag: 'h2', children: [text(line.slice(3))] }
        : { ...block, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(line)] },
    )
  return { root: { ...block, type: 'root', children } }
}
