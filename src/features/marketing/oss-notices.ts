import { readFile } from 'node:fs/promises'
import path from 'node:path'

export type OssNotices = {
  generatedAt: string
  packages: {
    name: string
    version: string
    licence: string
    copyright: string[]
    homepage: string
  }[]
  licenceTexts: Record<string, string>
}

/**
 * The notices written by scripts/generate-oss-notices.mjs at build time (null before the first
 * build). `turbopackIgnore`: read at run time from the project's folder; without it the build
 * traces every file under the working directory into the output as a possible target.
 */
export async function readOssNotices(
  file = path.join(/* turbopackIgnore: true */ process.cwd(), 'generated/oss-notices.json'),
): Promise<OssNotices | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as OssNotices
  } catch {
    return null
  }
}
