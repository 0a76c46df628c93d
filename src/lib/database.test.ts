import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { databaseAdapter, sqliteFile } from './database'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'voltra-database-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('finds the local file of a SQLite URL, and none for memory or a remote database', () => {
  expect(
    Object.fromEntries(
      [
        'file:./data/site.db',
        'file:/tmp/a.db?mode=ro',
        'file:///tmp/b.db',
        './c.db',
        'file::memory:',
        ':memory:',
        'libsql://db.example.com',
        '',
      ].map((url) => [url, sqliteFile(url)]),
    ),
  ).toEqual({
    'file:./data/site.db': './data/site.db',
    'file:/tmp/a.db?mode=ro': '/tmp/a.db',
    'file:///tmp/b.db': '/tmp/b.db',
    './c.db': './c.db',
    'file::memory:': undefined,
    ':memory:': undefined,
    'libsql://db.example.com': undefined,
    '': undefined,
  })
})

it("creates the SQLite file's folder, which SQLite itself does not (a fresh clone has no data/)", () => {
  const folder = path.join(scratch, 'not', 'yet')
  databaseAdapter(scratch, `file:${path.join(folder, 'site.db')}`)
  expect(existsSync(folder)).toBe(true)
})
