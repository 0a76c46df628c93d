import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { charactersOf, cutFont, declaredFonts } from '../../scripts/generate-fonts.mjs'

const fontsDir = 'src/features/site/fonts'

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? cssFiles(file) : file.endsWith('.css') ? [file] : []
  })
}

describe('web fonts', () => {
  const fonts = declaredFonts()

  it(
    'are the files `npm run fonts` makes from what fonts.ts declares',
    { timeout: 30_000 },
    async () => {
      expect(fonts.map((f) => f.file).sort()).toEqual(readdirSync(fontsDir).sort())
      for (const font of fonts) {
        const committed = readFileSync(path.join(fontsDir, font.file))
        expect(
          Buffer.compare(await cutFont(font), committed),
          `${font.file} is stale: run npm run fonts`,
        ).toBe(0)
      }
    },
  )

  it("cover every weight the site's CSS asks for (a weight outside would be the nearest one instead)", () => {
    const named: Record<string, number> = { normal: 400, bold: 700 }
    const weights = cssFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([a-z0-9]+)/g)].map((m) => ({
        file,
        weight: named[m[1]!] ?? Number(m[1]),
      })),
    )
    expect(weights.length).toBeGreaterThan(10)
    for (const font of fonts) {
      for (const { file, weight } of weights) {
        expect(weight, `${file}: font-weight ${weight}`).toBeGreaterThanOrEqual(font.weights.min)
        expect(weight, `${file}: font-weight ${weight}`).toBeLessThanOrEqual(font.weights.max)
      }
    }
  })

  it('reads unicode ranges as fontsource writes them', () => {
    expect(charactersOf('U+0041-0043, U+2116')).toBe('ABC№')
  })
})
