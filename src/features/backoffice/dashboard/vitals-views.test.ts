import { describe, expect, it } from 'vitest'

import { vitalViews } from './vitals-views'

/** The desk's words as keys with their values, to read what each part of a view says. */
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key

describe("the desk's Web Vitals charts", () => {
  const figures = {
    weeks: ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'],
    metrics: [
      {
        metric: 'LCP' as const,
        good: 2.5,
        pages: [
          { page: 'home', weekly: [null, 1.9, 2.61, 2.2], p75: 2.31, samples: 420 },
          { page: 'article', weekly: [null, null, null, 3.1], p75: 3.1, samples: 12 },
        ],
      },
      { metric: 'INP' as const, good: 0.2, pages: [] },
      {
        metric: 'CLS' as const,
        good: 0.1,
        pages: [{ page: 'notFound', weekly: [0.01, null, null, 0.2], p75: 0.15, samples: 3 }],
      },
    ],
  }
  const [lcp, inp, cls] = vitalViews(figures, { t: t as never, language: 'en' })

  it('show each page type’s p75 per week against "good", in milliseconds or as the score', () => {
    expect(lcp!.categories).toEqual(['/', '/news/:url'])
    expect(lcp!.series.map((s) => s.name)).toEqual([
      'fieldVitals:weekOf {"week":"Nov 9"}',
      'fieldVitals:weekOf {"week":"Nov 16"}',
      'fieldVitals:weekOf {"week":"Nov 23"}',
      'fieldVitals:weekOf {"week":"Nov 30"}',
    ])
    // A week without a beacon has no bar, not a zero.
    expect(lcp!.series.map((s) => s.values[0])).toEqual([null, 1900, 2610, 2200])
    expect(lcp!.threshold).toEqual({ value: 2500, label: 'fieldVitals:good {"value":"2,500"}' })
    expect(lcp!).toMatchObject({ grouped: true, horizontal: true, decimals: 0 })
    expect(cls!.categories).toEqual(['404'])
    expect(cls!.threshold?.value).toBe(0.1)
    expect(cls!.decimals).toBe(2)
  })

  it('carry the four weeks together and the visits in their table, and nothing without data', () => {
    expect(lcp!.tableOnly).toEqual([
      { name: 'fieldVitals:allWeeks', values: [2310, 3100] },
      { name: 'fieldVitals:visits', values: [420, 12] },
    ])
    expect(inp!.series).toEqual([])
  })
})
