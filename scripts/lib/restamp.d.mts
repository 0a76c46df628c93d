import type { ServerResponse } from 'node:http'
export function restamp(res: ServerResponse, marker: string, nonce: string, https: boolean): void
