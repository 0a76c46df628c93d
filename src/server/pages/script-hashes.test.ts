import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { frameworkScriptHashes, hashSource, inlineScripts, withScriptHashes } from './script-hashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\nü ✓\\n"])'
const start = '(self.__next_f=self.__next_f||[]).push([0])'
const chunks =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

describe('hashes of a shared page’s inline scripts', () => {
  it('hashes the exact text of each script the framework writes, as a browser does (UTF-8)', () => {
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script id="_R_">${chunks}</script></head><body><script>${start}</script><script>${flight}</script><script>${flight}</script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`
    expect(frameworkScriptHashes(html)).toEqual({
      hashes: [sha(chunks), sha(start), sha(flight)],
      refused: 0,
    })
    expect(hashSource('ü')).toBe(sha('ü'))
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      chunks,
      start,
      flight,
      flight,
      '{"@type":"Organization"}',
    ])
  })

  it('leaves out any other script, even one dressed as flight data: markup injected into a page stays blocked', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,""]);alert(1)//)',
      'self.__next_f.push(alert(1))',
      '$RC("B:0","S:0");alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("/x"));',
    ]
    const html = injected.map((text) => `<script>${text}</script>`).join('')
    expect(frameworkScriptHashes(html)).toEqual({ hashes: [], refused: injected.length })
    // React's instructions alone are only calls with identifiers.
    expect(
      frameworkScriptHashes('<script>$RC("B:0","S:0");$RS("S:1","P:1")</script>').hashes,
    ).toHaveLength(1)
  })

  it('ignores data blocks and empty scripts, and joins the hashes to script-src only', () => {
    const html = '<script type="application/json">{"a":1}</script><script></script>'
    expect(frameworkScriptHashes(html)).toEqual({ hashes: [], refused: 0 })
    expect(
      withScriptHashes(
        "default-src 'self'; script-src 'self' https://gtm.example; img-src 'self'",
        ["'sha256-a'", "'sha256-b'"],
      ),
    ).toBe(
      "default-src 'self'; script-src 'self' https://gtm.example 'sha256-a' 'sha256-b'; img-src 'self'",
    )
    expect(withScriptHashes("script-src 'self'", [])).toBe("script-src 'self'")
  })
})
