export const nginxPath: string | undefined
export function nginxConfigFor(options: {
  work: string
  httpPort: number
  httpsPort: number
  ports: number[]
  down?: number
}): string
export function prepareNginxWork(work: string): void
export function startNginx(
  upstream: string,
  options?: { probe?: string },
): Promise<{ baseURL: string; stop: () => Promise<void> }>
