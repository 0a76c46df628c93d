import type { IncomingMessage, ServerResponse } from 'node:http'

export function acceptedEncodings(header: string | string[] | undefined): Set<string>
export function createStaticFiles(options: { maxBytes: number }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean
  stats(): { files: number; bytes: number }
}
