import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The schemas under tests/schemas (see its README). */
export const schemas = {
  urlset: path.resolve('tests/schemas/sitemap-with-alternates.xsd'),
  sitemapIndex: path.resolve('tests/schemas/siteindex.xsd'),
}

/**
 * Validates an XML document against an XSD with xmllint (Debian's libxml2-utils); returns xmllint's
 * complaints, an empty list when the document is valid.
 */
export function schemaErrors(xml: string, schema: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'xsd-'))
  const file = path.join(dir, 'document.xml')
  try {
    writeFileSync(file, xml)
    execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' })
    return []
  } catch (error) {
    const { stderr, code } = error as { stderr?: Buffer; code?: string }
    if (code === 'ENOENT') throw new Error('xmllint is missing: apt-get install libxml2-utils')
    return String(stderr ?? error)
      .split('\n')
      .filter((line) => line && !line.endsWith('fails to validate'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
