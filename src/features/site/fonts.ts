import localFont from 'next/font/local'

// Inter, self-hosted (no runtime font provider), cut by `npm run fonts`
// (scripts/generate-fonts.mjs) from
// @fontsource-variable/inter to the weights the CSS uses, which that script reads here with each
// font's characters. Latin is preloaded on every page; Cyrillic declares its unicode-range, so only
// pages with Cyrillic text (/ua) download it, and those preload it (font-preload.ts).
//
// Both are 'optional': a face that has not arrived when the text is first laid out (a first visit
// on a slow network) is not swapped in later, so text paints once, without waiting for the font,
// and nothing below it moves when a heading re-wraps in Inter's wider letters (spaces and digits
// are Latin on /ua pages too). The next page finds the font cached.
//
// No metric-matched fallback face (next/font's default, `local(Arial)` resized): with 'optional'
// no face is ever swapped, so it had nothing to keep still, and it did harm. Next lists it right
// after its face in the variable, and having no unicode-range it took every character the Latin
// face left: where Arial is installed (Windows, macOS) /ua pages drew their Cyrillic text in
// resized Arial, never in Inter. Looking it up also cost each page a few synchronous font queries.
export const interLatin = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '400 800',
  display: 'optional',
  adjustFontFallback: false,
  variable: '--font-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const interCyrillic = localFont({
  src: './fonts/inter-cyrillic.woff2',
  weight: '400 800',
  // Preloaded by locale, not here (font-preload.ts): next/font would preload it on every page.
  display: 'optional',
  adjustFontFallback: false,
  preload: false,
  variable: '--font-cyrillic',
  declarations: [
    { prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  ],
})
