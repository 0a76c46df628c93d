import { createHash } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { learnReactRuntime, reactRuntime } from './react-runtime'
import { frameworkScriptHashes, hashSource, inlineScripts, withScriptHashes } from './script-hashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\nü ✓\\n"])'
const start = '(self.__next_f=self.__next_f||[]).push([0])'
const chunks =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

beforeAll(learnReactRuntime)

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

  it('hashes React’s streaming runtime as this React writes it, and nothing dressed as it', () => {
    const definitions = [...reactRuntime]
    const complete = definitions.find((text) => text.startsWith('$RB=[];$RV=function'))
    const failed = definitions.find((text) => text.startsWith('$RX=function'))
    const reveal = 'requestAnimationFrame(function(){$RT=performance.now()});'
    expect(complete && failed).toBeTruthy()
    const pageScripts = [
      reveal,
      `${complete};$RC("B:0","S:0")`,
      `${failed};;$RX("B:1","NEXT_HTTP_ERROR_FALLBACK;404")`,
      '$RC("B:2","S:2")',
    ]
    const html = pageScripts.map((text) => `<script>${text}</script>`).join('')
    expect(frameworkScriptHashes(html)).toEqual({ hashes: pageScripts.map(sha), refused: 0 })
    const forged = [
      `${complete!.replace('performance.now()', 'alert(1)')};$RC("B:0","S:0")`,
      `${complete};$RC("B:0","S:0");fetch("/x")`,
      '$RC("B:0\\",alert(1),"")',
    ]
    const bad = forged.map((text) => `<script>${text}</script>`).join('')
    expect(frameworkScriptHashes(bad)).toEqual({ hashes: [], refused: forged.length })
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
