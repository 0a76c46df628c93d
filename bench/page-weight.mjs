import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { parse } from 'node-html-parser'

/** @typedef {{ raw: number, gzip: number }} Weight */
/**
 * @typedef {{ path: string, status: number, html: Weight, js: Weight, css: Weight, scripts: number,
 * jsBrotli?: number }} PageWeight
 */

/** @param {Buffer} body @returns {Weight} */
const weigh = (body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
/** @param {Weight} a @param {Weight} b @returns {Weight} */
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip })

/**
 * What a first visit to a page downloads in a modern browser before interaction: the HTML, every
 * script and stylesheet it references (Next's chunks, preloaded or not; not the `noModule`
 * polyfills). Sizes are measured, gzip at level 9 as a server would send; with `brotli`, also the
 * scripts in Brotli at quality 11, as the production server sends them to browsers (what Lighthouse
 * counts as transferred).
 * @param {string} baseURL @param {string} path @param {{ brotli?: boolean }} [options] @returns
 * {Promise<PageWeight>}
 */
export async function measurePageWeight(baseURL, path, { brotli = false } = {}) {
  const response = await fetch(new URL(path, baseURL))
  const htmlBody = Buffer.from(await response.arrayBuffer())
  const doc = parse(htmlBody.toString('utf8'))
  const local = (/** @type {(string | undefined)[]} */ list) =>
    new Set(list.filter((src) => typeof src === 'string' && src.startsWith('/')))
  const scripts = local([
    // `noModule` scripts are legacy polyfills that modern browsers never download.
    ...doc.querySelectorAll('script[src]:not([nomodule])').map((s) => s.getAttribute('src')),
    ...doc
      .querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]')
      .map((l) => l.getAttribute('href')),
  ])
  const styles = local(
    doc.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href')),
  )
  const body = async (/** @type {string} */ src) =>
    Buffer.from(await (await fetch(new URL(src, baseURL))).arrayBuffer())
  const zero = { raw: 0, gzip: 0 }
  const jsBodies = await Promise.all([...scripts].map(body))
  const js = jsBodies.map(weigh).reduce(add, zero)
  const jsBrotli = brotli
    ? jsBodies.reduce(
        (sum, b) =>
          sum + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        0,
      )
    : undefined
  const css = (await Promise.all([...styles].map(body))).map(weigh).reduce(add, zero)
  return {
    path,
    status: response.status,
    html: weigh(htmlBody),
    js,
    css,
    scripts: scripts.size,
    jsBrotli,
  }
}
