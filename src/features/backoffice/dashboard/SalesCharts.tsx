'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

import type { Chart } from './chart-setup'
import styles from './dashboard.module.css'

/** One chart as the server prepared it: its words already in the reader's language. */
export type ChartView = {
  id: string
  title: string
  /** The categories along the axis (weeks, or sources), as the reader reads them. */
  categories: string[]
  /** The stacked series, each with its name; null where there is no figure (no bar). */
  series: { name: string; values: (number | null)[] }[]
  /** Sources down the side instead of weeks along the bottom. */
  horizontal?: boolean
  /** Bars side by side instead of stacked, and no total (the Web Vitals' weeks). */
  grouped?: boolean
  /** A dashed line at this value, named (the "good" threshold). */
  threshold?: { value: number; label: string }
  /** Digits after the point (CLS scores). */
  decimals?: number
  /** The categories' column header, instead of `strings.category`'s. */
  categoryHeader?: string
  /** Columns of the table only, after the series (the four weeks together, the visits). */
  tableOnly?: { name: string; values: (number | null)[] }[]
}

export type ChartStrings = {
  /** The header of the categories' column ("Week of", "Source"). */
  category: Record<string, string>
  total: string
  keys: string
  empty: string
}

// Distinct at a glance and in greyscale, with enough contrast on a light and a dark background.
const palette = ['#2563eb', '#ea580c', '#16a34a', '#9333ea', '#dc2626', '#0891b2', '#a16207']

/**
 * A stacked bar chart (Chart.js, loaded on demand) with its data as a table for screen readers.
 * The canvas is focusable: the arrow keys walk through the weeks (or sources) and show each one's
 * figures in the tooltip and in a line read out politely.
 */
function StackedBars({
  view,
  language,
  strings,
}: {
  view: ChartView
  language: string
  strings: ChartStrings
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [active, setActive] = useState<number | null>(null)
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: view.decimals ?? 0 })

  const chart = useChart(canvas, view, language)

  function show(index: number | null) {
    setActive(index)
    const c = chart.current
    if (!c) return
    const elements =
      index === null ? [] : view.series.map((_, datasetIndex) => ({ datasetIndex, index }))
    c.setActiveElements(elements)
    const point = c.getDatasetMeta(0).data[index ?? 0]
    c.tooltip?.setActiveElements(elements, { x: point?.x ?? 0, y: point?.y ?? 0 })
    c.update()
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const last = view.categories.length - 1
    const next: Record<string, number> = {
      ArrowRight: Math.min((active ?? -1) + 1, last),
      ArrowDown: Math.min((active ?? -1) + 1, last),
      ArrowLeft: Math.max((active ?? last + 1) - 1, 0),
      ArrowUp: Math.max((active ?? last + 1) - 1, 0),
      Home: 0,
      End: last,
    }
    if (event.key === 'Escape') return show(null)
    if (!(event.key in next)) return
    event.preventDefault()
    show(next[event.key]!)
  }

  const captionId = `chart-${view.id}`
  const categoryHeader =
    view.categoryHeader ?? strings.category[view.horizontal ? 'source' : 'week']
  return (
    <figure className={styles.chart} data-chart={view.id} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.subheading}>
        {view.title}
      </figcaption>
      <div className={styles.canvasBox} style={heightOf(view)}>
        <canvas
          ref={canvas}
          role="img"
          tabIndex={0}
          aria-label={`${view.title}. ${strings.keys}`}
          onKeyDown={onKeyDown}
          onBlur={() => show(null)}
        />
      </div>
      <p className={styles.chartFocus} aria-live="polite">
        {active === null
          ? ''
          : `${view.categories[active]}: ${view.series
              .map((s) => `${s.name} ${figure(numbers, s.values[active])}`)
              .join(', ')}`}
      </p>
      {/* Hidden by its box: a table is never narrower than its content. */}
      <div className={styles.visuallyHidden}>
        <ChartTable view={view} header={categoryHeader} total={strings.total} numbers={numbers} />
      </div>
    </figure>
  )
}

/** Draws the chart on the canvas once Chart.js is in; again when the view or language changes. */
function useChart(canvas: RefObject<HTMLCanvasElement | null>, view: ChartView, language: string) {
  const chart = useRef<Chart | null>(null)
  useEffect(() => {
    const element = canvas.current
    if (!element) return
    let cancelled = false
    void import('./chart-setup').then(({ Chart, thresholdLine }) => {
      if (cancelled) return
      const ink = getComputedStyle(element).color
      const grid = 'rgba(128, 128, 128, 0.25)'
      const stacked = !view.grouped
      const precision = view.decimals ?? 0
      // The value axis reaches past the threshold, so its line shows even when every bar is short.
      const reach = view.threshold ? { suggestedMax: view.threshold.value * 1.2 } : {}
      chart.current = new Chart(element, {
        type: 'bar',
        data: {
          labels: view.categories,
          datasets: view.series.map((s, i) => ({
            label: s.name,
            data: s.values,
            backgroundColor: palette[i % palette.length],
          })),
        },
        options: {
          locale: language,
          indexAxis: view.horizontal ? 'y' : 'x',
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          color: ink,
          scales: {
            x: {
              stacked,
              ticks: { color: ink, precision },
              grid: { color: grid },
              ...(view.horizontal ? reach : {}),
            },
            y: {
              stacked,
              ticks: { color: ink, precision },
              grid: { color: grid },
              ...(view.horizontal ? {} : reach),
            },
          },
          plugins: {
            legend: { position: 'bottom', labels: { color: ink, boxWidth: 12 } },
          },
        },
        plugins: view.threshold ? [thresholdLine(view.threshold, ink, view.horizontal)] : [],
      })
    })
    return () => {
      cancelled = true
      chart.current?.destroy()
      chart.current = null
    }
  }, [canvas, view, language])
  return chart
}

/** Room for every bar of a chart with many side by side (the Web Vitals' pages × weeks). */
const heightOf = (view: ChartView) =>
  view.grouped && view.horizontal
    ? { height: `${Math.max(16, 4 + view.categories.length * view.series.length * 0.6)}rem` }
    : undefined

/** A figure as the reader reads it; a dash where there is none. */
const figure = (numbers: Intl.NumberFormat, value: number | null | undefined) =>
  value === null || value === undefined ? '–' : numbers.format(value)

/**
 * The chart's figures as a table, for screen readers: a row per category with its total (stacked
 * charts) and the table's own columns.
 */
function ChartTable({
  view,
  header,
  total,
  numbers,
}: {
  view: ChartView
  /** The categories' column header. */
  header: string | undefined
  total: string
  numbers: Intl.NumberFormat
}) {
  const totals = view.grouped
    ? null
    : view.categories.map((_, i) => view.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))
  const columns = [...view.series, ...(view.tableOnly ?? [])]
  return (
    <table>
      <caption>{view.title}</caption>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          {columns.map((s) => (
            <th scope="col" key={s.name}>
              {s.name}
            </th>
          ))}
          {totals && <th scope="col">{total}</th>}
        </tr>
      </thead>
      <tbody>
        {view.categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {columns.map((s) => (
              <td key={s.name}>{figure(numbers, s.values[i])}</td>
            ))}
            {totals && <td>{numbers.format(totals[i] ?? 0)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The desk's charts (sales, Web Vitals), each drawn once Chart.js is in. */
export function SalesCharts({
  charts,
  language,
  strings,
}: {
  charts: ChartView[]
  language: string
  strings: ChartStrings
}) {
  return (
    <div className={styles.charts}>
      {charts.map((view) =>
        view.series.length === 0 ? (
          <figure key={view.id} className={styles.chart} data-chart={view.id}>
            <figcaption className={styles.subheading}>{view.title}</figcaption>
            <p className={styles.muted}>{strings.empty}</p>
          </figure>
        ) : (
          <StackedBars key={view.id} view={view} language={language} strings={strings} />
        ),
      )}
    </div>
  )
}
