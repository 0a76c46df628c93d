import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type Env = Record<string, string | undefined>

const s3Configured = (env: Env = process.env) => Boolean(env.S3_BUCKET)

/**
 * Where uploads (media, videos) live: an S3-compatible bucket when S3_BUCKET is set, else the local
 * folder (MEDIA_DIR). Either way the site serves them itself through Payload's file route, so pages
 * never point a browser at the bucket and the CSP stays `img-src 'self'` (README).
 */
export function mediaStorage(env: Env = process.env): Plugin {
  const enabled = s3Configured(env)
  return s3Storage({
    enabled,
    // Installed and its fields inserted even without a bucket: the media table has the same columns
    // with or without S3, so one set of migrations fits both.
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
// `turbopackIgnore`: a folder chosen at run time, not a file of the build to trace.
export const localUploadDir = (...inside: string[]) =>
  path.resolve(
    /* turbopackIgnore: true */ process.cwd(),
    process.env.MEDIA_DIR || 'media',
    ...inside,
  )
