#!/usr/bin/env node
/**
 * `npm run fonts`: writes the site's web fonts (src/features/site/fonts/*.woff2, committed) from
 * Inter's variable fonts, each cut to the characters of its `unicode-range` and the part of the weight
 * axis the CSS uses, as src/features/site/fonts.ts declares them (Latin 48 → 32 KB, Cyrillic 19 → 13).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
const fontsModule = path.join(root, 'src/features/site/fonts.ts')
const sourceDir = path.join(root, 'node_modules/@fontsource-variable/inter/files')

/** The package's file each of the site's fonts is cut from. */
const sources = {
  'inter-latin.woff2': 'inter-latin-wght-normal.woff2',
  'inter-cyrillic.woff2': 'inter-cyrillic-wght-normal.woff2',
}

/** `U+0000-00FF, U+0131` → every character of those ranges. */
export function charactersOf(unicodeRange) {
  let text = ''
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++)
      text += String.fromCodePoint(code)
  }
  return text
}

/** The fonts src/features/site/fonts.ts declares: file, weight range and unicode-range of each. */
export function declaredFonts(source = readFileSync(fontsModule, 'utf8')) {
  return source
    .split(/localFont\(/)
    .slice(1)
    .map((call) => {
      const file = /src:\s*'\.\/fonts\/([^']+)'/.exec(call)?.[1]
      const weight = /weight:\s*'(\d+) (\d+)'/.exec(call)
      const unicodeRange = /prop:\s*'unicode-range',\s*value:\s*'([^']+)'/.exec(call)?.[1]
      if (!file || !weight || !unicodeRange)
        throw new Error(
          `fonts.ts: a localFont call without ./fonts/ src, weight range or unicode-range`,
        )
      return { file, weights: { min: Number(weight[1]), max: Number(weight[2]) }, unicodeRange }
    })
}

/** The font file `npm run fonts` writes for one declaration. */
export async function cutFont({ file, weights, unicodeRange }) {
  const source = sources[file]
  if (!source) throw new Error(`No source font for ${file}`)
  return subsetFont(readFileSync(path.join(sourceDir, source)), charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const font of declaredFonts()) {
    const data = await cutFont(font)
    writeFileSync(path.join(root, 'src/features/site/fonts', font.file), data)
    const before = readFileSync(path.join(sourceDir, sources[font.file])).length
    console.log(
      `${font.file}: ${(before / 1024).toFixed(1)} → ${(data.length / 1024).toFixed(1)} KB (weights ${font.weights.min}–${font.weights.max})`,
    )
  }
}
