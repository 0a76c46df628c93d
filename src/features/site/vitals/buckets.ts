import { webVitalBuckets } from '@/lib/metrics'

/**
 * The histogram's buckets (`webVitalBuckets`, src/lib/metrics.ts), shared by the Prometheus
 * histogram and the daily counts the desk reads, so both give the same p75. A stored count names
 * its bucket by index.
 */
export const vitalBuckets = webVitalBuckets

/** The index of the first bucket a value falls in (`vitalBuckets.length` above the last bound). */
export function bucketOf(value: number): number {
  const index = vitalBuckets.findIndex((bound) => value <= bound)
  return index === -1 ? vitalBuckets.length : index
}

/**
 * A quantile of counts per bucket (index → count, not cumulative), as Prometheus'
 * `histogram_quantile` computes it: linear within the bucket it falls in, from 0 below the first
 * bound; in the overflow bucket the last bound. Null without any count.
 */
export function quantileOf(counts: readonly number[], q = 0.75): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  const rank = q * total
  let below = 0
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] ?? 0
    if (count > 0 && below + count >= rank) {
      if (i >= vitalBuckets.length) return vitalBuckets[vitalBuckets.length - 1]!
      const lower = i === 0 ? 0 : vitalBuckets[i - 1]!
      const upper = vitalBuckets[i]!
      return lower + (upper - lower) * ((rank - below) / count)
    }
    below += count
  }
  return vitalBuckets[vitalBuckets.length - 1]!
}
