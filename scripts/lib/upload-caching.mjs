/**
 * Uploaded files at a versioned address (`/api/media/file/dusk.webp?v=…`, see fileVersion in
 * src/features/media/image.ts) never change: a replaced file gets a new version, so pages name a new
 * address. Their successful answers may therefore be kept for a year by browsers and shared caches,
 * and a returning visitor's images cost no request at all. Payload's file route sends no caching
 * headers of its own; an unversioned address (the back office's thumbnails, an old link) stays as
 * Payload answers it, and so does any error.
 *
 * Only the two collections every visitor may read (media, videos): `public` must never reach a file
 * behind access control.
 */
const versionedUpload = /^\/api\/(?:media|videos)\/file\/[^?#]+\?(?:[^#]*&)?v=[0-9a-z]+(?:[&#]|$)/

export const immutableFile = 'public, max-age=31536000, immutable'

/** @param {string} url a request's path and query */
export const isVersionedUpload = (url) => versionedUpload.test(url)

/**
 * Patches `res` so a versioned upload's 200 or 206 answer carries `immutableFile`.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function cacheVersionedUploads(req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isVersionedUpload(req.url ?? '')) return
  const writeHead = res.writeHead.bind(res)
  res.writeHead = (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
    if (status === 200 || status === 206) res.setHeader('cache-control', immutableFile)
    return writeHead(status, ...rest)
  }
}
