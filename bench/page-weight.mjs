import { gzipSync } from 'node:zlib'

import { parse } from 'node-html-parser'

/** @typedef {{ raw: number, gzip: number }} Weight */
/** @typedef {{ path: string, status: number, html: Weight, js: Weight, css: Weight, scripts: number }} PageWeight */

/** @param {Buffer} body @returns {Weight} */
const weigh = (body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
/** @param {Weight} a @param {Weight} b @returns {Weight} */
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip })

/**
 * What a first visit to a page downloads in a modern browser before interaction: the HTML, every script
 * and stylesheet it references (Next's chunks, preloaded or not; not the `noModule` polyfills).
 * Sizes are measured, gzip at level 9 as a server would send.
 * @param {string} baseURL @param {string} path @returns {Promise<PageWeight>}
 */
export async function measurePageWeight(baseURL, path) {
  const response = await fetch(new URL(path, baseURL))
  const htmlBody = Buffer.from(await response.arrayBuffer())
  const doc = parse(htmlBody.toString('utf8'))
  const local = (/** @type {(string | undefined)[]} */ list) => new Set(list.filter((src) => typeof src === 'string' && src.startsWith('/')))
  const scripts = local([
    // `noModule` scripts are legacy polyfills that modern browsers never download.
    ...doc.querySelectorAll('script[src]:not([nomodule])').map((s) => s.getAttribute('src')),
    ...doc.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]').map((l) => l.getAttribute('href')),
  ])
  const styles = local(doc.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href')))
  const fetchWeight = async (/** @type {string} */ src) => weigh(Buffer.from(await (await fetch(new URL(src, baseURL))).arrayBuffer()))
  const zero = { raw: 0, gzip: 0 }
  const js = (await Promise.all([...scripts].map(fetchWeight))).reduce(add, zero)
  const css = (await Promise.all([...styles].map(fetchWeight))).reduce(add, zero)
  return { path, status: response.status, html: weigh(htmlBody), js, css, scripts: scripts.size }
}
