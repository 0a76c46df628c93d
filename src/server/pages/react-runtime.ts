import { createRequire } from 'node:module'
import { Writable } from 'node:stream'

/**
 * React's streaming runtime, as the React that renders our pages writes it. A page rendered in
 * parts (a Suspense boundary that finished after the shell) carries inline scripts that define
 * React's small runtime (`$RC=function…`) and call it (`$RC("B:0","S:0")`). Their text belongs to
 * React's version, not to the page, so it is learnt once at start by rendering a probe with the very
 * React Next renders with: a boundary that completes late, one that fails, one nested. A page's
 * script is then React's when, its calls taken out, what remains is exactly these definitions.
 */
const require = createRequire(import.meta.url)

type ReactModule = typeof import('react')
type ServerModule = typeof import('react-dom/server')

/** The definitions' texts and the scripts that are nothing but a definition, without `;` ends. */
export const reactRuntime = new Set<string>()

/**
 * A call of React's runtime: its name, then arguments that are ids, digests or numbers, each a
 * string that cannot end early (no quote, backslash, line break or `<`).
 */
export const runtimeCall =
  /\$R[A-Z]*\((?:"[^"\\\n\r\u2028\u2029<]*"|null|\d+)(?:,(?:"[^"\\\n\r\u2028\u2029<]*"|null|\d+))*\)/g

/** The pieces of a script between its calls, `;` trimmed, the empty ones left out. */
export const definitionsOf = (text: string) =>
  text
    .split(runtimeCall)
    .map((piece) => piece.replace(/^[;\s]+|[;\s]+$/g, ''))
    .filter(Boolean)

async function probe(react: ReactModule, server: ServerModule): Promise<string> {
  const pending = new Map<string, { done: boolean; promise: Promise<void> }>()
  function Late({ id, fail }: { id: string; fail?: boolean }) {
    let entry = pending.get(id)
    if (!entry) {
      const created = { done: false, promise: Promise.resolve() }
      created.promise = new Promise((resolve) =>
        setTimeout(() => resolve((created.done = true) && undefined), 5),
      )
      pending.set(id, (entry = created))
    }
    if (!entry.done) throw entry.promise
    if (fail) throw new Error('probe')
    return react.createElement('i', null, id)
  }
  const late = (id: string, fail?: boolean) =>
    react.createElement(react.Suspense, { fallback: '…' }, react.createElement(Late, { id, fail }))
  const tree = react.createElement('div', null, late('a'), late('b', true), late('c'))
  let html = ''
  await new Promise<void>((resolve, reject) => {
    const stream = server.renderToPipeableStream(tree, {
      onError: () => 'probe',
      onShellError: reject,
      onShellReady() {
        stream.pipe(
          new Writable({
            write(chunk, _encoding, done) {
              html += String(chunk)
              done()
            },
            final(done) {
              resolve()
              done()
            },
          }),
        )
      },
    })
  })
  return html
}

/** Learns the runtime of each React build Next may render with (stable, and experimental). */
export async function learnReactRuntime(): Promise<void> {
  for (const channel of ['react', 'react-experimental']) {
    let react: ReactModule
    let server: ServerModule
    try {
      react = require(`next/dist/compiled/${channel}`) as ReactModule
      const dom = channel.replace('react', 'react-dom')
      server = require(`next/dist/compiled/${dom}/server.node`) as ServerModule
    } catch {
      continue // this Next has no such build
    }
    const html = await probe(react, server)
    for (const [, text = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
      for (const definition of definitionsOf(text)) reactRuntime.add(definition)
  }
}
