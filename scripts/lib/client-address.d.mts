type Request = {
  socket: { remoteAddress?: string; encrypted?: boolean }
  headers: Record<string, string | string[] | undefined>
}
export function trustedProxyCount(value: unknown): number
export function clientAddress(req: Request, trusted: number): string
export function cameOverHttps(req: Request, trusted: number): boolean
