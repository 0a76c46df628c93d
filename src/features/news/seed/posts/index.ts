import { companyPosts } from './company'
import { driversPosts } from './drivers'
import { industryPosts } from './industry'
import { productPosts } from './product'
import { postText, type DemoPost } from './types'

export { toBritish, type DemoPost, type DemoText } from './types'

const texts = { ...productPosts, ...companyPosts, ...industryPosts, ...driversPosts }

/**
 * The 24 published demo posts in the order they are seeded (a post's place picks its cover and
 * staggers its publication hour): url, category, tags, days since publication, and whether it is
 * pinned (three are, not the three newest, so pinning shows) or leaves `my` empty to show the
 * fallback.
 */
const posts: [
  string,
  DemoPost['category'],
  string[],
  number,
  Pick<DemoPost, 'pinned' | 'myFallback'>?,
][] = [
  ['ocpp-2-0-1-certified', 'product', ['ocpp', 'hardware'], 3],
  ['book-a-charger-in-advance', 'drivers', ['reservations', 'driver-app'], 40, { pinned: 1 }],
  ['roaming-with-ocpi', 'product', ['roaming', 'partners'], 9],
  ['five-tips-for-winter-charging', 'drivers', ['driver-app', 'sustainability'], 14, { pinned: 2 }],
  ['series-b-funding', 'company', ['partners'], 60, { pinned: 3 }],
  ['ad-hoc-payments-by-qr-code', 'product', ['billing', 'hardware'], 20],
  ['load-management-for-depots', 'product', ['ocpp', 'hardware'], 27],
  ['white-label-app-for-operators', 'product', ['driver-app', 'partners'], 33],
  ['afir-what-operators-need-to-know', 'industry', ['billing', 'roaming'], 45],
  ['lisbon-office-opens', 'company', ['partners'], 52, { myFallback: true }],
  ['bonuses-for-off-peak-charging', 'drivers', ['driver-app', 'billing', 'sustainability'], 6],
  ['hardware-agnostic-explained', 'industry', ['hardware', 'ocpp'], 75],
  ['kuala-lumpur-partnership', 'company', ['partners', 'roaming'], 18],
  ['analytics-dashboard-2', 'product', ['billing'], 66],
  ['first-road-trip-checklist', 'drivers', ['driver-app', 'reservations'], 85],
  ['co2-report-2025', 'company', ['sustainability'], 110],
  ['payment-terminals-integration', 'product', ['billing', 'hardware'], 95, { myFallback: true }],
  ['workplace-charging-guide', 'industry', ['billing', 'hardware'], 130],
  ['driver-app-4-0', 'drivers', ['driver-app'], 2],
  ['ev-charging-market-2026', 'industry', ['sustainability', 'roaming'], 150],
  ['support-24-7', 'company', ['partners', 'hardware'], 120],
  ['tariffs-by-time-of-day', 'product', ['billing', 'ocpp'], 160, { myFallback: true }],
  ['invite-friends-earn-bonuses', 'drivers', ['driver-app'], 70],
  ['security-iso-27001', 'company', ['ocpp'], 180],
]

export const demoPosts: DemoPost[] = posts.map(([url, category, tags, daysAgo, options]) => {
  const text = texts[url]!
  return {
    url,
    category,
    tags,
    daysAgo,
    ...options,
    en: postText(text.en),
    pt: postText(text.pt),
    ua: postText(text.ua),
  }
})
