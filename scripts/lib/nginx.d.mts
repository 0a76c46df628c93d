export const nginxPath: string | undefined
export function nginxConfigFor(options: {
  work: string
  httpPort: number
  httpsPort: number
  ports: number[]
  down?: number
  address?: string
}): string
export function prepareNginxWork(work: string, options?: { address?: string }): void
export function startNginx(
  upstream: string,
  options?: { probe?: string; address?: string; standardPorts?: boolean },
): Promise<{ baseURL: string; certificate: string; stop: () => Promise<void> }>
