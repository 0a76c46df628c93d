/** Timings of the top loading bar. */
export const loadingBarTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const

export type LoadingBarState = 'idle' | 'waiting' | 'running' | 'finishing' | 'failed'

/**
 * The bar's state machine, kept pure for tests: `start` waits out the throttle before showing,
 * so fast navigations never flash it; `end` or `fail` finish it and hide it after the delay.
 */
export function nextLoadingBarState(
  state: LoadingBarState,
  event: 'start' | 'throttled' | 'end' | 'fail' | 'hidden',
): LoadingBarState {
  switch (event) {
    case 'start':
      return state === 'running' ? 'running' : 'waiting'
    case 'throttled':
      return state === 'waiting' ? 'running' : state
    case 'end':
      return state === 'running' ? 'finishing' : state === 'waiting' ? 'idle' : state
    case 'fail':
      return state === 'running' || state === 'waiting' ? 'failed' : state
    case 'hidden':
      return state === 'finishing' || state === 'failed' ? 'idle' : state
  }
}
