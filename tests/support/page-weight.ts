import { gzipSync } from 'node:zlib'

import { parse } from 'node-html-parser'

export type Weight = { raw: number; gzip: number }
export type PageWeight = { path: string; html: Weight; js: Weight; css: Weight; scripts: number }

const weigh = (body: Buffer): Weight => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip })

/**
 * What a first visit to a page downloads in a modern browser before interaction: the HTML, every script
 * and stylesheet it references (Next's chunks, preloaded or not; not the `noModule` polyfills).
 * Sizes are measured, gzip at level 9 as a server would send.
 */
export async function measurePageWeight(baseURL: string, path: string): Promise<PageWeight> {
  const response = await fetch(new URL(path, baseURL))
  const htmlBody = Buffer.from(await response.arrayBuffer())
  const doc = parse(htmlBody.toString('utf8'))
  const scripts = new Set(
    // `noModule` scripts are legacy polyfills that modern browsers never download.
    [...doc.querySelectorAll('script[src]:not([nomodule])').map((s) => s.getAttribute('src')), ...doc.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]').map((l) => l.getAttribute('href'))].filter(
      (src): src is string => Boolean(src && src.startsWith('/')),
    ),
  )
  const styles = new Set(doc.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href')).filter((h): h is string => Boolean(h && h.startsWith('/'))))
  const fetchWeight = async (src: string) => weigh(Buffer.from(await (await fetch(new URL(src, baseURL))).arrayBuffer()))
  const zero: Weight = { raw: 0, gzip: 0 }
  const js = (await Promise.all([...scripts].map(fetchWeight))).reduce(add, zero)
  const css = (await Promise.all([...styles].map(fetchWeight))).reduce(add, zero)
  return { path, html: weigh(htmlBody), js, css, scripts: scripts.size }
}
