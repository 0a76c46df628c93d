import { createHash } from 'node:crypto'

import { definitionsOf, reactRuntime, runtimeCall } from './react-runtime'

/**
 * The CSP of a page shared by every visitor allows its inline scripts by their SHA-256 hashes,
 * computed once from the page's own HTML when its answer is made: a nonce the whole world shares
 * would be no nonce. Only scripts of the shapes the framework writes are hashed — Next's flight
 * data and chunk list (a fixed call whose argument must be nothing but JSON) and React's streaming
 * runtime and its calls (react-runtime.ts) — so a script that reached the HTML any other way (markup injected through content)
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
 * React's streaming scripts on a page rendered in parts: calls of its runtime with ids, and the
 * runtime's own definitions exactly as this React writes them (react-runtime.ts).
 */
function isReactScript(text: string): boolean {
  const calls = text.match(runtimeCall)?.length ?? 0
  const definitions = definitionsOf(text)
  if (!calls && definitions.length !== 1) return false
  return definitions.every((definition) => reactRuntime.has(definition))
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
    if (isNextScript(text) || isReactScript(text)) hashes.add(hashSource(text))
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
