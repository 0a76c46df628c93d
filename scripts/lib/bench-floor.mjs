/**
 * The framework's floor for the benchmark: a bare Next app with one static page (a heading and
 * forty paragraphs, no client component, no CSS, no web font), built with this project's own
 * versions of Next, React and React DOM and served by `next start`. Lighthouse scores it beside the
 * site's pages in the same run: what any App Router page costs on this host before a line of the
 * site's code. `/styled` is the same page with only the site's three global stylesheets and its
 * Inter faces (Latin preloaded, as the site does): the part of the distance that the host's
 * download of a font and a stylesheet costs, not a phone's CPU.
 *
 * The app is written to the system's temporary directory and installed from the npm registry once
 * per set of versions (then reused), so nothing of it is in the repository or in the site's build.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './serve.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const versionOf = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version

// Each root layout in its own route group, so the bare page loads nothing of the styled one.
const layout = `export const metadata = { title: 'Framework floor', description: 'A bare App Router page.' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`
const styledLayout = `import './site.css'
import './frame.css'
import './parts.css'
import { interCyrillic, interLatin } from './fonts'
export const metadata = { title: 'Framework floor, styled', description: 'A bare App Router page with the site\\'s CSS and font.' }
export default function RootLayout({ children }) {
  return <html lang="en" className={\`\${interLatin.variable} \${interCyrillic.variable}\`}><body>{children}</body></html>
}
`
/** The site's own files the styled page takes, copied into the floor app. */
const siteFiles = {
  'src/app/(site)/site.css': 'app/(styled)/styled/site.css',
  'src/app/(site)/frame.css': 'app/(styled)/styled/frame.css',
  'src/app/(site)/parts.css': 'app/(styled)/styled/parts.css',
  'src/features/site/fonts.ts': 'app/(styled)/styled/fonts.js',
  'src/features/site/fonts/inter-latin.woff2': 'app/(styled)/styled/fonts/inter-latin.woff2',
  'src/features/site/fonts/inter-cyrillic.woff2': 'app/(styled)/styled/fonts/inter-cyrillic.woff2',
}
const page = `export default function Page() {
  return (
    <main>
      <h1>Charging software for operators</h1>
      {Array.from({ length: 40 }, (_, i) => <p key={i}>Paragraph {i + 1} of static text, rendered on the server like a marketing page's.</p>)}
    </main>
  )
}
`

/** Builds the floor app if this set of versions has none yet; returns its directory. */
function buildFloor() {
  const versions = {
    next: versionOf('next'),
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
  }
  // A new app whenever the versions, the site's stylesheets and fonts or this file change.
  const hash = createHash('sha256')
  for (const file of [
    import.meta.filename,
    ...Object.keys(siteFiles).map((f) => path.join(root, f)),
  ])
    hash.update(readFileSync(file))
  const dir = path.join(
    os.tmpdir(),
    `voltra-bench-floor-${Object.values(versions).join('-')}-${hash.digest('hex').slice(0, 8)}`,
  )
  if (existsSync(path.join(dir, '.next/BUILD_ID'))) return dir
  mkdirSync(path.join(dir, 'app/(bare)'), { recursive: true })
  mkdirSync(path.join(dir, 'app/(styled)/styled/fonts'), { recursive: true })
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-floor', private: true, dependencies: versions }, null, 2),
  )
  writeFileSync(path.join(dir, 'app/(bare)/layout.js'), layout)
  writeFileSync(path.join(dir, 'app/(bare)/page.js'), page)
  writeFileSync(path.join(dir, 'app/(styled)/styled/layout.js'), styledLayout)
  writeFileSync(path.join(dir, 'app/(styled)/styled/page.js'), page)
  for (const [from, to] of Object.entries(siteFiles))
    copyFileSync(path.join(root, from), path.join(dir, to))
  const run = (command, args) => {
    const result = spawnSync(command, args, {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${dir}`)
  }
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'])
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
  return dir
}

/** Builds (once) and starts the floor app; resolves once it answers. */
export async function startFloorServer() {
  const dir = buildFloor()
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  )
  const baseURL = `http://127.0.0.1:${port}`
  // `next start` waits for open connections to close, and the bench's Chromium keeps some alive:
  // after 5 s it is killed.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined)
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.once('exit', () => (clearTimeout(kill), resolve(undefined)))
      child.kill('SIGTERM')
    })
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${baseURL}/`)).ok) return { baseURL, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The floor app in ${dir} did not start.`)
}
