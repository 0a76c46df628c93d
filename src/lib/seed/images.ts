/**
 * Demo pictures drawn locally (no downloads): an SVG drawing turned into WebP by sharp and stored
 * as a `media` upload with its alt text in every locale given.
 */
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { otherLocales } from './localized'

export type SeedAlt = { en: string } & Partial<Record<(typeof otherLocales)[number], string>>

type Drawing = { width: number; height: number; from: string; to: string; body: string }

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Every drawing is a diagonal gradient with shapes on top. */
function svgOf({ width, height, from, to, body }: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${body}</svg>`
}

/** A portrait placeholder: a head and shoulders with the person's initials. */
export function portrait(name: string, hue: number, size: number): Drawing {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
  return {
    width: size,
    height: size,
    from: `hsl(${hue} 55% 42%)`,
    to: `hsl(${(hue + 40) % 360} 60% 28%)`,
    body: `<circle cx="${size * 0.5}" cy="${size * 0.4}" r="${size * 0.17}" fill="rgb(255 255 255 / 0.25)"/>
    <ellipse cx="${size * 0.5}" cy="${size * 0.92}" rx="${size * 0.32}" ry="${size * 0.26}" fill="rgb(255 255 255 / 0.25)"/>
    <text x="50%" y="44%" font-family="sans-serif" font-size="${size * 0.12}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>`,
  }
}

/** A 1200×675 article cover: waves and a charging bolt, varied by `index`. */
export function cover(index: number, [from, to]: readonly [string, string]): Drawing {
  return {
    width: 1200,
    height: 675,
    from,
    to,
    body: `<path d="M0 ${460 + index * 8} C 300 ${380 + index * 10}, 600 ${560 - index * 6}, 1200 ${420 + index * 5} L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.14"/>
  <path d="M0 ${540 - index * 4} C 400 ${470 + index * 7}, 800 ${640 - index * 5}, 1200 ${520} L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${880 - index * 30}" cy="${220 + index * 12}" r="${150 + index * 6}" fill="#ffffff" fill-opacity="0.1"/>
  <path d="M640 120 L470 380 L590 380 L540 560 L730 290 L605 290 Z" fill="#ffffff" fill-opacity="0.92"/>`,
  }
}

/** A product picture: a charger (variant 0) or a round badge (variant 1), and the label below. */
export function product(
  label: string,
  hue: number,
  variant: 0 | 1,
  width = 640,
  height = 480,
): Drawing {
  const icon =
    variant === 0
      ? `<rect x="${width / 2 - 90}" y="${height / 2 - 150}" width="180" height="240" rx="28" fill="#fff" opacity="0.92"/><path d="M${width / 2 + 8} ${height / 2 - 110} l-50 90 h38 l-12 70 l62 -100 h-40z" fill="hsl(${hue} 60% 35%)"/>`
      : `<circle cx="${width / 2}" cy="${height / 2 - 40}" r="130" fill="#fff" opacity="0.9"/><circle cx="${width / 2}" cy="${height / 2 - 40}" r="70" fill="hsl(${hue} 60% 40%)"/>`
  const text = label
    ? `<text x="50%" y="${height - 50}" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>`
    : ''
  return {
    width,
    height,
    from: `hsl(${hue} 55% ${variant ? 30 : 42}%)`,
    to: `hsl(${(hue + 40) % 360} 60% ${variant ? 18 : 24}%)`,
    body: icon + text,
  }
}

/** The drawing as WebP. */
export function drawImage(drawing: Drawing, quality = 78): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(drawing)))
    .webp({ quality })
    .toBuffer()
}

/**
 * Draws and uploads one image; returns the media id. The alt text is created in English and then
 * set in each other locale given (a locale left out reads the English one).
 */
export async function seedImage(
  payload: Payload,
  {
    name,
    drawing,
    alt,
    quality,
    req,
  }: { name: string; drawing: Drawing; alt: SeedAlt; quality?: number; req?: PayloadRequest },
): Promise<number> {
  const data = await drawImage(drawing, quality)
  const doc = await payload.create({
    req,
    depth: 0,
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    file: { data, mimetype: 'image/webp', name, size: data.length },
  })
  for (const locale of otherLocales) {
    const value = alt[locale]
    if (value !== undefined)
      await payload.update({
        req,
        depth: 0,
        collection: 'media',
        id: doc.id,
        locale,
        data: { alt: value },
      })
  }
  return doc.id
}
