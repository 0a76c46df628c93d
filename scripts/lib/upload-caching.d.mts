import type { IncomingMessage, ServerResponse } from 'node:http'

export const immutableFile: string
export function isVersionedUpload(url: string): boolean
export function cacheVersionedUploads(req: IncomingMessage, res: ServerResponse): void
