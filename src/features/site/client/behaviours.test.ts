import { describe, expect, it } from 'vitest'

import { chunkReloadGuardMs, isChunkLoadError, shouldReloadForChunkError } from './events'
import { loadingBarTiming, nextLoadingBarState, type LoadingBarState } from './loadingBar'

describe('loading bar', () => {
  it('waits 200 ms before showing, runs for 5 s and hides 500 ms after the end', () => {
    expect(loadingBarTiming).toEqual({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 })
  })

  const run = (events: Parameters<typeof nextLoadingBarState>[1][]) =>
    events.reduce<LoadingBarState>(nextLoadingBarState, 'idle')

  it('never shows for a navigation faster than the throttle', () => {
    expect(run(['start', 'end'])).toBe('idle')
  })

  it('shows after the throttle, finishes, then hides', () => {
    expect(run(['start', 'throttled'])).toBe('running')
    expect(run(['start', 'throttled', 'end'])).toBe('finishing')
    expect(run(['start', 'throttled', 'end', 'hidden'])).toBe('idle')
  })

  it('shows failure on a request error, then hides', () => {
    expect(run(['start', 'throttled', 'fail'])).toBe('failed')
    expect(run(['start', 'fail'])).toBe('failed')
    expect(run(['start', 'fail', 'hidden'])).toBe('idle')
    expect(run(['fail'])).toBe('idle')
  })
})

describe('chunk-load failures', () => {
  it('reload at most once per 60 seconds', () => {
    expect(chunkReloadGuardMs).toBe(60_000)
    expect(shouldReloadForChunkError(1_000_000, null)).toBe(true)
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 - 59_999)).toBe(false)
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 - 60_000)).toBe(true)
  })

  it('are told apart from other errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
