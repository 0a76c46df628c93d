import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/seed/lexical'

import { freePort } from '../../../scripts/lib/serve.mjs'
import { startServers, type AppServer } from '../../support/servers'

/**
 * Media in an S3-compatible bucket (a local S3 server this test starts): an image uploaded through
 * Payload's Local API lands in the bucket, not in the media folder, and both instances of the site
 * serve it from their own origin (Payload's file route reads it from the bucket).
 */
const bucket = 'site-media'
const workDir = mkdtempSync(path.join(os.tmpdir(), 'voltra-s3-'))
const mediaDir = path.join(workDir, 'media-folder')
const databaseUrl = `file:${path.join(workDir, 'site.db')}`
let s3: S3rver
let s3Env: Record<string, string>
const servers: AppServer[] = []
let payload: Payload | undefined

/** The local S3 server with its bucket, and two instances of the site storing media in it. */
async function startBucketAndServers() {
  const port = await freePort()
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await s3.run()
  s3Env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  const env = {
    ...s3Env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    SEED_DEMO_CONTENT: 'false',
  }
  servers.push(...(await startServers([env, env])))
}

async function stopAll() {
  if (process.env.E2E_SERVER_LOG) for (const server of servers) console.log(server.log())
  const pool = payload?.db as { destroy?: () => Promise<void> } | undefined
  await pool?.destroy?.()
  await Promise.all(servers.map((s) => s.stop()))
  await s3?.close()
  rmSync(workDir, { recursive: true, force: true })
}

/**
 * The Local API of the same deployment (same database and bucket), as a script or the back office
 * would; started once.
 */
async function localPayload(): Promise<Payload> {
  if (payload) return payload
  Object.assign(process.env, s3Env, {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: servers[0]!.env.PAYLOAD_SECRET,
  })
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  payload = await getPayload({ config })
  return payload
}

/** A PNG of one colour. */
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** The keys in the bucket. */
async function bucketKeys() {
  const client = new S3Client({
    endpoint: s3Env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
  return (listed.Contents ?? []).map((o) => o.Key)
}

/** The src and each srcset address of the image with `alt` in `html`. */
function imageAddresses(html: string, alt: string) {
  const img = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? ''
  const attribute = (attr: string) => new RegExp(`${attr}="([^"]*)"`, 'i').exec(img)?.[1] ?? ''
  return [
    attribute('src'),
    ...attribute('srcset')
      .split(', ')
      .map((candidate) => candidate.split(' ')[0]!),
  ]
}

beforeAll(startBucketAndServers, 300_000)
afterAll(stopAll)

describe('media in an S3 bucket: an upload', () => {
  it('an upload goes to the bucket and every instance serves it from the site itself', async () => {
    const local = await localPayload()
    const image = await png(800, 400, '#0b6b4f')
    const name = `s3-test-${randomBytes(3).toString('hex')}.png`
    const media = await local.create({
      collection: 'media',
      data: { alt: 'A green rectangle' },
      file: { data: image, mimetype: 'image/png', name, size: image.length },
      overrideAccess: true,
    })
    // Stored as WebP whatever was uploaded; the URL is a path on the site, not the bucket's
    // address.
    const stored = name.replace(/\.png$/, '.webp')
    expect(media.url).toBe(`/api/media/file/${stored}`)

    const keys = await bucketKeys()
    expect(keys).toContain(stored)
    expect(keys.length).toBeGreaterThan(1) // the resized variants too
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([]) // nothing in the local folder

    for (const server of servers) {
      const response = await fetch(new URL(media.url!, server.baseURL))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 400,
      })
    }

    await local.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect(await bucketKeys()).not.toContain(stored)
  })
})

describe('media in an S3 bucket: a page showing it', () => {
  it('a page shows a file from the bucket at root-relative addresses, its stored sizes in the srcset', async () => {
    const local = await localPayload()
    const image = await png(1600, 900, '#1d4ed8')
    const name = `s3-cover-${randomBytes(3).toString('hex')}`
    const media = await local.create({
      collection: 'media',
      data: { alt: 'A blue cover' },
      file: { data: image, mimetype: 'image/png', name: `${name}.png`, size: image.length },
      overrideAccess: true,
    })
    const post = await local.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'Covers from the bucket',
        url: name,
        excerpt: 'Stored in S3.',
        content: lexicalFromBlocks(['Body']),
        cover: media.id,
        _status: 'published',
      },
      overrideAccess: true,
    })
    for (const server of servers) {
      const html = await (await fetch(new URL(`/en/news/${name}`, server.baseURL))).text()
      const addresses = imageAddresses(html, 'A blue cover')
      expect(addresses).toHaveLength(5) // the original and its three sizes
      for (const address of addresses) {
        expect(address).toMatch(new RegExp(`^/api/media/file/${name}[^/?]*\\.webp\\?v=[0-9a-z]+$`))
        const response = await fetch(new URL(address, server.baseURL))
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/webp')
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      }
    }
    await local.delete({ collection: 'posts', id: post.id, overrideAccess: true })
    await local.delete({ collection: 'media', id: media.id, overrideAccess: true })
  })
})
