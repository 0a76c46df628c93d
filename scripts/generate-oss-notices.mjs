#!/usr/bin/env node
/**
 * Writes generated/oss-notices.json: every package the production build ships (the `dependencies`
 * of package.json and, recursively, theirs; never devDependencies) with its version, licence,
 * copyright lines and homepage, plus one full text per licence. /{locale}/readme-oss reads it. Runs
 * before every production build (npm `prebuild`, and next.config.ts in the build phase).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import hostedGitInfo from 'hosted-git-info'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Node's resolution: the nearest node_modules/<name> walking up from the requiring package. */
function resolvePackage(name, fromDir) {
  let dir = fromDir
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir || !parent.startsWith(root)) return undefined
    dir = parent
  }
}

function licenceOf(pkg) {
  const l = pkg.license ?? pkg.licenses
  if (typeof l === 'string') return l
  if (Array.isArray(l)) return l.map((x) => (typeof x === 'string' ? x : x.type)).join(' OR ')
  if (l && typeof l === 'object') return l.type ?? 'UNKNOWN'
  return 'UNKNOWN'
}

function licenceText(dir) {
  const file = readdirSync(dir).find(
    (f) => /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i.test(f) || /^licen[cs]e[-.]/i.test(f),
  )
  return file ? readFileSync(path.join(dir, file), 'utf8').trim() : ''
}

/**
 * A package's page: its homepage, else its repository as a browsable URL. npm's own parser reads the
 * shorthands package.json allows (`owner/repo`, `github:…`, `git@github.com:…`, `git+https://…`),
 * which are not links; anything else that is no web address gives the package's npm page.
 */
function homepageOf(pkg) {
  const repository = typeof pkg.repository === 'string' ? { url: pkg.repository } : pkg.repository
  const hosted = repository?.url ? hostedGitInfo.fromUrl(repository.url) : undefined
  const candidates = [
    pkg.homepage,
    hosted?.browse(repository.directory ?? ''),
    repository?.url?.replace(/^git\+/, '').replace(/\.git$/, ''),
  ]
  const web = candidates.find((url) => typeof url === 'string' && /^https?:\/\//.test(url))
  return web ?? `https://www.npmjs.com/package/${pkg.name}`
}

export function generateOssNotices(out = path.join(root, 'generated/oss-notices.json')) {
  const rootPkg = readJson(path.join(root, 'package.json'))
  const seen = new Map()
  const texts = {}
  const queue = Object.keys(rootPkg.dependencies ?? {}).map((name) => [name, root])
  while (queue.length) {
    const [name, from] = queue.shift()
    const dir = resolvePackage(name, from)
    if (!dir) continue // optional dependency for another platform
    const pkg = readJson(path.join(dir, 'package.json'))
    if (!pkg?.name) continue
    const key = `${pkg.name}@${pkg.version}`
    if (seen.has(key)) continue
    const licence = licenceOf(pkg)
    const text = licenceText(dir)
    const copyright = [
      ...new Set(
        text
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => /^(\(c\)|copyright\b|©)/i.test(l)),
      ),
    ].slice(0, 3)
    if (text && !texts[licence]) texts[licence] = text
    seen.set(key, {
      name: pkg.name,
      version: pkg.version,
      licence,
      copyright,
      homepage: homepageOf(pkg),
    })
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }))
      queue.push([dep, dir])
  }
  const packages = [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  )
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    JSON.stringify({ generatedAt: new Date().toISOString(), packages, licenceTexts: texts }),
  )
  return packages.length
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const count = generateOssNotices()
  console.log(
    `Open-source notices: ${count} production packages written to generated/oss-notices.json`,
  )
}
