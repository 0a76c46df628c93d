import { companyPosts } from './company'
import { driversPosts } from './drivers'
import { industryPosts } from './industry'
import { productPosts } from './product'
import type { DemoPost } from './types'

export { toBritish, type DemoPost, type DemoText } from './types'

const byUrl = new Map([...productPosts, ...companyPosts, ...industryPosts, ...driversPosts].map((post) => [post.url, post]))

/**
 * The 24 published demo posts in the order they are seeded: a post's place picks its cover and
 * staggers its publication hour. Three are pinned (not the three newest, so pinning shows).
 */
export const demoPosts: DemoPost[] = [
  'ocpp-2-0-1-certified',
  'book-a-charger-in-advance',
  'roaming-with-ocpi',
  'five-tips-for-winter-charging',
  'series-b-funding',
  'ad-hoc-payments-by-qr-code',
  'load-management-for-depots',
  'white-label-app-for-operators',
  'afir-what-operators-need-to-know',
  'lisbon-office-opens',
  'bonuses-for-off-peak-charging',
  'hardware-agnostic-explained',
  'kuala-lumpur-partnership',
  'analytics-dashboard-2',
  'first-road-trip-checklist',
  'co2-report-2025',
  'payment-terminals-integration',
  'workplace-charging-guide',
  'driver-app-4-0',
  'ev-charging-market-2026',
  'support-24-7',
  'tariffs-by-time-of-day',
  'invite-friends-earn-bonuses',
  'security-iso-27001',
].map((url) => byUrl.get(url)!)
