import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { secondPass, transactionEnded } from './second-pass'

type Req = Parameters<typeof transactionEnded>[0]
const request = (transactionID: string | undefined, sessions: Record<string, unknown>) =>
  ({ transactionID, payload: { db: { sessions } } }) as unknown as Req

describe('the second revalidation of a change', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits for the transaction to end, then for renders begun before it to finish', async () => {
    const revalidate = vi.fn(async () => {})
    const schedule = secondPass(revalidate, 5_000)
    const sessions: Record<string, unknown> = { tx: {} }
    schedule(['content:home-page'], transactionEnded(request('tx', sessions)))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(revalidate).not.toHaveBeenCalled()
    delete sessions.tx
    await vi.advanceTimersByTimeAsync(4_900)
    expect(revalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(revalidate).toHaveBeenCalledWith(['content:home-page'])
  })

  it('joins changes close together into one pass, and starts at once without a transaction', async () => {
    const revalidate = vi.fn(async () => {})
    const schedule = secondPass(revalidate, 5_000)
    schedule(['content:posts'], transactionEnded(request(undefined, {})))
    await vi.advanceTimersByTimeAsync(2_000)
    schedule(['content:media', 'content:posts'], transactionEnded(request('gone', {})))
    await vi.advanceTimersByTimeAsync(5_100)
    expect(revalidate).toHaveBeenCalledTimes(1)
    expect(revalidate).toHaveBeenCalledWith(['content:posts', 'content:media'])
  })

  it('stops waiting for a transaction that never ends', async () => {
    const ended = vi.fn()
    void transactionEnded(request('stuck', { stuck: {} }), { limitMs: 1_000 }).then(ended)
    await vi.advanceTimersByTimeAsync(900)
    expect(ended).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(ended).toHaveBeenCalled()
  })
})
