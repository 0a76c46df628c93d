import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/serve.mjs'

/**
 * Servers of our own that a test may stop, kill and start again, so the machine's PostgreSQL and
 * Redis are never touched: a PostgreSQL cluster made with `initdb` and run with `pg_ctl` on a free
 * port, and a `redis-server` on a free port. Root cannot run PostgreSQL: as root the cluster
 * belongs to `postgres`.
 */
const asRoot = process.getuid?.() === 0
const pgBin = () => spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout.trim()

function runPostgresTool(tool: string, args: string[]): void {
  const command = path.join(pgBin(), tool)
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
}

export type ThrowawayPostgres = {
  url: string
  start(): Promise<void>
  /** A fast shutdown: sessions are ended, as in a restart of the database server. */
  stop(): Promise<void>
  destroy(): Promise<void>
}

export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voltra-pg-'))
  const data = path.join(dir, 'data')
  if (asRoot) {
    const id = (name: string) => Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout)
    chownSync(
      dir,
      id('postgres'),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
    )
    chmodSync(dir, 0o700)
  }
  runPostgresTool('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      runPostgresTool('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ])
    },
    async stop() {
      runPostgresTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    },
    async destroy() {
      try {
        runPostgresTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  await cluster.start()
  return cluster
}

export type ThrowawayRedis = { url: string; start(): Promise<void>; kill(): Promise<void> }

export async function throwawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const redis: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      )
      for (let i = 0; i < 100; i++) {
        const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' })
        if (ping.stdout.trim() === 'PONG') return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('redis-server did not start')
    },
    /** SIGKILL, as a crash: no goodbye to its clients. */
    async kill() {
      if (!child || child.exitCode !== null) return
      const gone = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGKILL')
      await gone
    },
  }
  await redis.start()
  return redis
}
