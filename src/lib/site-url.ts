/** The public origin of the site, for canonical URLs, hreflang, feeds and e-mails. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`)
}
