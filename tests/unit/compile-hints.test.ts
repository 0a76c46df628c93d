import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, compileHint } from '../../scripts/lib/compile-hints.mjs'

describe('compile hints on the runtime chunks', () => {
  let distDir = ''
  afterEach(() => rmSync(distDir, { recursive: true, force: true }))

  function build(files: Record<string, string>, rootMainFiles: string[]) {
    distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
    mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
    for (const [name, source] of Object.entries(files))
      writeFileSync(path.join(distDir, name), source)
    writeFileSync(
      path.join(distDir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles, polyfillFiles: ['static/chunks/polyfill.js'] }),
    )
  }
  const read = (name: string) => readFileSync(path.join(distDir, name), 'utf8')

  it('go on the first line of every root main file, once however often the build step runs', () => {
    const runtime = '(globalThis.TURBOPACK||[]).push([1,()=>{}])'
    build({ 'static/chunks/runtime.js': runtime, 'static/chunks/router.js': 'var a=1' }, [
      'static/chunks/runtime.js',
      'static/chunks/router.js',
    ])
    expect(addCompileHints(distDir)).toEqual([
      'static/chunks/runtime.js',
      'static/chunks/router.js',
    ])
    addCompileHints(distDir)
    expect(read('static/chunks/runtime.js')).toBe(`${compileHint}${runtime}`)
    expect(read('static/chunks/router.js')).toBe(`${compileHint}var a=1`)
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('leave chunks loaded on demand, the legacy polyfills and stylesheets as they are', () => {
    build(
      {
        'static/chunks/runtime.js': 'r()',
        'static/chunks/map.js': 'm()',
        'static/chunks/polyfill.js': 'p()',
        'static/chunks/site.css': 'a{}',
      },
      ['static/chunks/runtime.js', 'static/chunks/site.css'],
    )
    expect(addCompileHints(distDir)).toEqual(['static/chunks/runtime.js'])
    expect(read('static/chunks/map.js')).toBe('m()')
    expect(read('static/chunks/polyfill.js')).toBe('p()')
    expect(read('static/chunks/site.css')).toBe('a{}')
  })
})
