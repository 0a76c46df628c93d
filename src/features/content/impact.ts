import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'

export type Impact = {
  co2Tons: number
  trees: number
  updatedOn: string
  source: 'external' | 'cms'
}

/**
 * Parses an external impact file; accepts camelCase or snake_case keys. Returns null when unusable.
 */
export function parseImpact(raw: unknown): Omit<Impact, 'source'> | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const co2 = Number(r.co2Tons ?? r.co2_tons ?? r.co2)
  const trees = Number(r.trees ?? r.tree_equivalent ?? r.treeEquivalent)
  const updated = String(r.updatedOn ?? r.updated_at ?? r.dataUpdated ?? r.updated ?? '')
  if (
    !Number.isFinite(co2) ||
    !Number.isFinite(trees) ||
    co2 < 0 ||
    trees < 0 ||
    Number.isNaN(Date.parse(updated))
  )
    return null
  return { co2Tons: co2, trees, updatedOn: new Date(updated).toISOString().slice(0, 10) }
}

const externalImpact = unstable_cache(
  async (url: string) => {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(2000),
        headers: { accept: 'application/json' },
      })
      if (!response.ok) return null
      return parseImpact(await response.json())
    } catch {
      return null
    }
  },
  ['impact-data-external'],
  { revalidate: 600 },
)

/**
 * Impact figures: IMPACT_DATA_URL when configured and valid (cached 10 minutes), else the CMS
 * values.
 */
export const getImpact = cache(async (): Promise<Impact> => {
  const url = process.env.IMPACT_DATA_URL
  if (url) {
    const external = await externalImpact(url)
    if (external) return { ...external, source: 'external' }
  }
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'impact-data', depth: 0 })
  return {
    co2Tons: doc.co2Tons ?? 0,
    trees: doc.trees ?? 0,
    updatedOn: (doc.updatedOn ?? '').slice(0, 10),
    source: 'cms',
  }
})
