/** Waits until `probe` answers something other than undefined, polling every 200 ms. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * A bounded observation of something that must not happen: `wait` waits for it, the window its
 * timeout (a Playwright wait, or any wait that fails with a TimeoutError). False once the window
 * has passed without it; true as soon as it happens, without waiting the window out. Any other
 * failure of the wait is thrown.
 */
export async function happens(wait: Promise<unknown>): Promise<boolean> {
  try {
    await wait
    return true
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return false
    throw error
  }
}
