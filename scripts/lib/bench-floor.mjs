/**
 * The framework's floor for the benchmark: a bare Next app with one static page (a heading and
 * forty paragraphs, no client component, no CSS, no web font), built with this project's own
 * versions of Next, React and React DOM and served by `next start`. Lighthouse scores it beside the
 * site's pages in the same run: what any App Router page costs on this host before a line of the
 * site's code.
 *
 * The app is written to the system's temporary directory and installed from the npm registry once
 * per set of versions (then reused), so nothing of it is in the repository or in the site's build.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './serve.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const versionOf = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version

const layout = `export const metadata = { title: 'Framework floor', description: 'A bare App Router page.' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`
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
  const dir = path.join(os.tmpdir(), `evsite-bench-floor-${Object.values(versions).join('-')}`)
  if (existsSync(path.join(dir, '.next/BUILD_ID'))) return dir
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-floor', private: true, dependencies: versions }, null, 2),
  )
  writeFileSync(path.join(dir, 'app/layout.js'), layout)
  writeFileSync(path.join(dir, 'app/page.js'), page)
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
  const stop = () =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
    )
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
