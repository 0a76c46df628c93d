import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js'

/**
 * Chart.js with only what the sales charts draw (stacked bars, their axes, legend and tooltip):
 * about 55 KB gzip, loaded by the dashboard when it shows charts, never by the site's pages.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

export { Chart }
