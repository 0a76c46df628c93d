import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type Plugin,
} from 'chart.js'

/**
 * Chart.js with only what the desk's charts draw (bars, their axes, legend and tooltip):
 * about 55 KB gzip, loaded by the dashboard when it shows charts, never by the site's pages.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

export { Chart }

/**
 * A dashed line across the chart at `value` of the value axis, with its label (the Web Vitals'
 * "good" threshold): drawn by hand, a few lines instead of the annotation plugin.
 */
export function thresholdLine(
  threshold: { value: number; label: string },
  color: string,
  horizontal = false,
): Plugin<'bar'> {
  return {
    id: 'threshold',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea: area } = chart
      const scale = chart.scales[horizontal ? 'x' : 'y']
      if (!scale) return
      const at = scale.getPixelForValue(threshold.value)
      ctx.save()
      ctx.strokeStyle = color
      ctx.fillStyle = color
      ctx.lineWidth = 2
      ctx.setLineDash([6, 4])
      ctx.beginPath()
      if (horizontal) {
        ctx.moveTo(at, area.top)
        ctx.lineTo(at, area.bottom)
      } else {
        ctx.moveTo(area.left, at)
        ctx.lineTo(area.right, at)
      }
      ctx.stroke()
      ctx.textAlign = horizontal ? 'right' : 'left'
      ctx.fillText(
        threshold.label,
        horizontal ? at - 4 : area.left + 4,
        horizontal ? area.top + 10 : at - 4,
      )
      ctx.restore()
    },
  }
}
