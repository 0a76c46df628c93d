import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type Env = Record<string, string | undefined>

const s3Configured = (env: Env = process.env) => Boolean(env.S3_BUCKET)

/**
 * Where uploaded media and videos live: an S3-compatible bucket when S3_BUCKET is set (with
 * S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=true for
 * MinIO-like servers), else the local media folder (MEDIA_DIR) as before.
 *
 * Files are still served by the site itself: Payload's file route (`/api/media/file/…`) reads them
 * from the bucket (the adapter's default, `disablePayloadAccessControl: false`), so pages never
 * point a visitor's browser at the bucket, the CSP stays `img-src 'self'`, and every instance
 * serves every file.
 *
 * The plugin is always installed, disabled without a bucket, and inserts its fields either way
 * (`alwaysInsertFields`): the media table has the same columns with or without S3, so one set of
 * migrations fits both.
 */
export function mediaStorage(env: Env = process.env): Plugin {
  const enabled = s3Configured(env)
  return s3Storage({
    enabled,
    alwaysInsertFields: true,
    collections: { media: true, videos: true },
    bucket: env.S3_BUCKET ?? '',
    config: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: enabled
        ? {
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
      // Checksums only where S3 requires them: S3-compatible servers (MinIO, Ceph, local ones) do
      // not all understand the SDK's default trailing checksums on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}

/** The local folder of uploads (MEDIA_DIR, by default `media`), or a folder inside it. */
export const localUploadDir = (...inside: string[]) =>
  path.resolve(process.cwd(), process.env.MEDIA_DIR || 'media', ...inside)
