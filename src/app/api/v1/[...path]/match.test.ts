import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { matcher } from './match'

const api = path.resolve(import.meta.dirname, '..')

const match = matcher([
  ['stations', 'list'],
  ['stations/[id]', 'one'],
  ['stations/version', 'version'],
  ['stations/[id]/comments', 'comments'],
  ['forms/[form]', 'form'],
])

describe('the addresses of /api/v1', () => {
  it('finds fixed addresses, and named segments as params', () => {
    expect(match(['stations'])).toMatchObject({ endpoint: 'list', params: {} })
    expect(match(['stations', 'PT-1'])).toMatchObject({ endpoint: 'one', params: { id: 'PT-1' } })
    expect(match(['stations', 'PT-1', 'comments'])).toMatchObject({
      endpoint: 'comments',
      params: { id: 'PT-1' },
    })
    expect(match(['forms', 'lead'])).toMatchObject({ endpoint: 'form', params: { form: 'lead' } })
  })

  it('prefers a fixed segment to a named one, whatever the order of the table', () => {
    expect(match(['stations', 'version'])).toMatchObject({ endpoint: 'version', params: {} })
  })

  it('finds nothing for an unknown address or one of another length', () => {
    expect(match(['nothing'])).toBeNull()
    expect(match(['stations', 'a', 'b'])).toBeNull()
    expect(match(['forms'])).toBeNull()
  })
})

describe('the table of /api/v1 (route.ts)', () => {
  it('holds every handler.ts under src/app/api/v1 at its folder’s address, and nothing else', () => {
    const folders = readdirSync(api, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'handler.ts')
      .map((file) => path.dirname(file).split(path.sep).join('/'))
      .sort()
    const route = readFileSync(path.join(import.meta.dirname, 'route.ts'), 'utf8')
    const imported = new Map(
      [...route.matchAll(/import \* as (\w+) from '\.\.\/(.+)\/handler'/g)].map((m) => [
        m[1],
        m[2],
      ]),
    )
    const listed = [...route.matchAll(/\['([^']+)', (\w+)\]/g)].map(([, address, name]) => {
      expect(imported.get(name!), address).toBe(address)
      return address!
    })
    expect(listed.sort()).toEqual(folders)
    expect(folders.length).toBeGreaterThan(25)
  })
})
