import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseImpact } from '@/features/content/impact'

import { generateOssNotices } from '../../../scripts/generate-oss-notices.mjs'
import { wrapText } from './og-image'

describe('wrapText', () => {
  it('wraps on words and ellipsises beyond the line limit', () => {
    expect(wrapText('Charging management for businesses', 20)).toEqual([
      'Charging management',
      'for businesses',
    ])
    expect(wrapText('a b c d e f g h', 3, 2)).toEqual(['a b', 'c…'])
  })
})

describe('parseImpact', () => {
  it('accepts camelCase and snake_case files and rejects unusable ones', () => {
    expect(parseImpact({ co2Tons: 10, trees: 500, updatedOn: '2026-10-01' })).toEqual({
      co2Tons: 10,
      trees: 500,
      updatedOn: '2026-10-01',
    })
    expect(
      parseImpact({ co2_tons: '12.5', tree_equivalent: 7, updated_at: '2026-09-30T10:00:00Z' }),
    ).toEqual({ co2Tons: 12.5, trees: 7, updatedOn: '2026-09-30' })
    expect(parseImpact({ co2Tons: -1, trees: 1, updatedOn: '2026-01-01' })).toBeNull()
    expect(parseImpact({ co2Tons: 1, trees: 1, updatedOn: 'yesterday' })).toBeNull()
    expect(parseImpact('nope')).toBeNull()
  })
})

describe('open-source notices', () => {
  it('lists production dependencies with their licences, never devDependencies', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'oss-')), 'notices.json')
    const count = generateOssNotices(out)
    const data = JSON.parse(readFileSync(out, 'utf8')) as {
      packages: { name: string; licence: string; homepage: string }[]
      licenceTexts: Record<string, string>
    }
    expect(data.packages).toHaveLength(count)
    const names = data.packages.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['next', 'payload', 'react', 'sharp']))
    expect(names).not.toContain('vitest')
    expect(names).not.toContain('axe-core')
    expect(data.packages.find((p) => p.name === 'react')?.licence).toBe('MIT')
    expect(data.licenceTexts.MIT).toMatch(/Permission is hereby granted/)
    // Every package links to a web page: repository shorthands (`owner/repo`, `git@github.com:…`)
    // would be relative links of the site that answer 404.
    const notWeb = data.packages.filter((p) => !/^https?:\/\/[^/]+\.[^/]+/.test(p.homepage))
    expect(notWeb.map((p) => `${p.name} ${p.homepage}`)).toEqual([])
    expect(data.packages.find((p) => p.name === '@faceless-ui/modal')?.homepage).toMatch(
      /^https:\/\/github\.com\/faceless-ui\/modal\b/,
    )
  })
})
