import sharp from 'sharp'

/** Wraps text into lines of at most `width` characters (words are never split). */
export function wrapText(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = (kept[maxLines - 1] ?? '').replace(/\s*\S*$/, '') + '…'
    return kept
  }
  return lines
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/**
 * A 1200×630 PNG with the brand mark, the page title and description (system fonts with Cyrillic).
 */
export async function renderOgImage({
  brand,
  title,
  description,
}: {
  brand: string
  title: string
  description: string
}): Promise<Buffer> {
  const titleLines = wrapText(title, 26, 3)
  const descLines = wrapText(description, 58, 2)
  const font = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans', sans-serif"
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b6b4f"/><stop offset="1" stop-color="#14201b"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="80" y="72" width="56" height="56" rx="14" fill="#fff"/>
  <path d="M111 80 96 104h10l-3 16 17-24h-10z" fill="#0b6b4f"/>
  <text x="156" y="113" font-family="${font}" font-size="36" font-weight="700" fill="#fff">${escapeXml(brand)}</text>
  ${titleLines.map((l, i) => `<text x="80" y="${250 + i * 76}" font-family="${font}" font-size="64" font-weight="700" fill="#fff">${escapeXml(l)}</text>`).join('')}
  ${descLines.map((l, i) => `<text x="80" y="${250 + titleLines.length * 76 + 30 + i * 40}" font-family="${font}" font-size="30" fill="#cfe9de">${escapeXml(l)}</text>`).join('')}
  <rect x="0" y="606" width="1200" height="24" fill="#16c784"/>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
}
