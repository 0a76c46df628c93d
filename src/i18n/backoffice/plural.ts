/**
 * Plural forms in the back office's texts by the language's own rules (CLDR, through
 * `Intl.PluralRules`), written as ICU plural blocks: `{count, plural, one {this record} other
 * {these # records}}`, `#` standing for the count. Payload's `t` replaces only `{{…}}` and picks
 * `_one`/`_other` keys by fixed ranges, which Ukrainian's forms (1, 21: one; 2–4, 22–24: few;
 * 5–20, 25–30: many) do not follow; so a text goes through `t` first, then through `plural`.
 */

/** The language tags of the back office's languages: its Portuguese is Portugal's. */
const tags: Record<string, string> = { en: 'en', pt: 'pt-PT', uk: 'uk' }

/** The text of the block starting at `open` (a `{`) and the index after its closing `}`. */
function block(text: string, open: number): { inner: string; end: number } | null {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 }
  }
  return null
}

/** The branches of a plural block's body: `one {…} few {…} other {…}`. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>()
  let i = 0
  while (i < body.length) {
    const head = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i))
    if (!head) break
    const inner = block(body, i + head[0].length - 1)
    if (!inner) break
    found.set(head[1]!, inner.inner)
    i = inner.end
  }
  return found
}

/** `text` with each `{count, plural, …}` block replaced by the branch `count` takes in `language`. */
export function plural(text: string, count: number, language: string): string {
  const tag = tags[language] ?? 'en'
  const marker = /\{count,\s*plural,/g
  let out = ''
  let from = 0
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const whole = block(text, match.index)
    if (!whole) break
    const forms = branches(whole.inner.slice(match[0].length - 1))
    const chosen =
      forms.get(`=${count}`) ??
      forms.get(new Intl.PluralRules(tag).select(count)) ??
      forms.get('other')
    out += text.slice(from, match.index)
    out += (chosen ?? '').replace(/#/g, new Intl.NumberFormat(tag).format(count))
    from = whole.end
    marker.lastIndex = whole.end
  }
  return out + text.slice(from)
}
