/**
 * Site-wide client events: any client component can show a toast or report a request to the
 * loading bar without importing the components that render them.
 */
export const toastEvent = 'site:toast'
export const requestEvent = 'site:request'

export type ToastDetail = { message: string; kind?: 'success' | 'error' | 'info' }
export type RequestPhase = 'start' | 'end' | 'error'

export function toast(message: string, kind: ToastDetail['kind'] = 'success'): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(toastEvent, { detail: { message, kind } }))
}

/** Shows the loading bar while a request runs, and its failure state if the request fails. */
export async function trackRequest<T>(request: Promise<T>): Promise<T> {
  const emit = (phase: RequestPhase) =>
    window.dispatchEvent(new CustomEvent<RequestPhase>(requestEvent, { detail: phase }))
  emit('start')
  try {
    const result = await request
    emit(result instanceof Response && !result.ok ? 'error' : 'end')
    return result
  } catch (error) {
    emit('error')
    throw error
  }
}

/** A failed chunk load reloads the page, at most once per 60 seconds. */
export const chunkReloadGuardMs = 60_000

export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return (
    lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= chunkReloadGuardMs
  )
}

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null
  return Boolean(
    error &&
    (error.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
        error.message ?? '',
      )),
  )
}
