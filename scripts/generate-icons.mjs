/**
 * Generates the site's icons from public/icon.svg (the one source): run `npm run icons` after
 * changing it and commit the files. Platforms ask for these:
 * - public/favicon.ico: 16, 32 and 48 px (browsers and crawlers request /favicon.ico on their own);
 * - public/apple-touch-icon.png: 180 px on an opaque square (iOS masks the corners itself);
 * - public/icons/icon-192.png, icon-512.png: the web app manifest's icons;
 * - public/icons/maskable-512.png: full-bleed brand colour with the mark inside the 80 % safe zone,
 *   for Android's adaptive icon shapes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const publicDir = path.join(root, 'public')
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8').trim()
const brand = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0b6b4f'
/**
 * The lightning mark alone (the SVG without its rounded background), to place on square
 * backgrounds.
 */
const mark = svg.replace(/<rect[^>]*\/>/, '')

const png = (source, size) =>
  sharp(Buffer.from(source), { density: 72 * Math.ceil(size / 28) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/** The mark on a full square of the brand colour, scaled to `scale` of the side. */
function onSquare(scale) {
  const inset = (28 * (1 - scale)) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" fill="${brand}"/><g transform="translate(${inset} ${inset}) scale(${scale})">${mark.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g></svg>`
}

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista era). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt8(0, 2)
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

mkdirSync(path.join(publicDir, 'icons'), { recursive: true })
const favicon = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) })),
)
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(favicon))
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(onSquare(0.8), 180))
writeFileSync(path.join(publicDir, 'icons/icon-192.png'), await png(svg, 192))
writeFileSync(path.join(publicDir, 'icons/icon-512.png'), await png(svg, 512))
writeFileSync(path.join(publicDir, 'icons/maskable-512.png'), await png(onSquare(0.6), 512))
console.log('icons written to public/')
