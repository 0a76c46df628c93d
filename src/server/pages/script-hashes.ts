import { createHash } from 'node:crypto'

/**
 * The CSP of a page shared by every visitor allows its inline scripts by their SHA-256 hashes,
 * computed once from the page's own HTML when its answer is made: a nonce the whole world shares
 * would be no nonce. Only scripts of the shapes the framework writes are hashed — Next's flight
 * data and chunk list (a fixed call whose argument must be nothing but JSON) and React's streaming
 * instructions — so a script that reached the HTML any other way (markup injected through content)
 * stays blocked by the policy, as it would have been without the nonce.
 */

/** The hash source of one script's text, as CSP writes it. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Types a browser runs; JSON-LD and other data blocks are never executed, so need no hash. */
const executableType = /^(|text\/javascript|application\/javascript|module)$/i

/** Whether `text` is `prefix` + a JSON value + `suffix`: data handed to a fixed function. */
function callWithJson(text: string, prefix: string, suffix: string): boolean {
  if (!text.startsWith(prefix) || !text.endsWith(suffix)) return false
  try {
    JSON.parse(text.slice(prefix.length, text.length - suffix.length))
    return true
  } catch {
    return false
  }
}

/**
 * What Next writes into a page: its flight data (`self.__next_f.push([...])`, after the one line
 * that starts the queue) and the bundler's list of the page's first chunks.
 */
function isNextScript(text: string): boolean {
  return (
    text === '(self.__next_f=self.__next_f||[]).push([0])' ||
    callWithJson(text, 'self.__next_f.push(', ')') ||
    callWithJson(text, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');')
  )
}

/**
 * React's streaming instructions on a page rendered in parts: calls of its runtime with string
 * identifiers (`$RC("B:0","S:0")`). Its runtime's definitions are not recognised: shared pages are
 * rendered whole, and pages rendered per request carry a nonce instead (src/proxy.ts).
 */
const instructionCall =
  /^\$R[A-Z]*\((?:"[A-Za-z0-9:_-]*"|null|\d+)(?:,(?:"[A-Za-z0-9:_-]*"|null|\d+))*\)$/

function isReactInstruction(text: string): boolean {
  return text.split(';').every((part) => part === '' || instructionCall.test(part))
}

export type InlineScript = { text: string; attributes: string }

/** Every inline script of an HTML document with its attributes, in document order. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = []
  // A script's text cannot contain `</script` (the HTML parser would end it there).
  const element = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (const [, attributes = '', text = ''] of html.matchAll(element)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    scripts.push({ text, attributes })
  }
  return scripts
}

const typeOf = (attributes: string) =>
  /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
    .exec(` ${attributes}`)
    ?.slice(1)
    .find((value) => value !== undefined) ?? ''

/**
 * The hash sources of a page's framework scripts, in order and without repeats, and how many
 * executable inline scripts were left out (a page that needs one is broken by its own policy: the
 * browser tests sweep every page for violations).
 */
export function frameworkScriptHashes(html: string): { hashes: string[]; refused: number } {
  const hashes = new Set<string>()
  let refused = 0
  for (const { text, attributes } of inlineScripts(html)) {
    if (!executableType.test(typeOf(attributes).trim())) continue
    if (text === '') continue
    if (isNextScript(text) || isReactInstruction(text)) hashes.add(hashSource(text))
    else refused++
  }
  return { hashes: [...hashes], refused }
}

/** The policy with the hashes joined to its `script-src` (the one place scripts are allowed). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/i.test(directive)
        ? `${directive.trimEnd()} ${hashes.join(' ')}`
        : directive,
    )
    .join(';')
}
