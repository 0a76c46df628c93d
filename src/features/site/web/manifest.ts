import type { MetadataRoute } from 'next'

/** The brand green of the site (site.css `--color-brand`, the pages' theme colour). */
const themeColour = '#0b6b4f'

/**
 * The web app manifest (`/manifest.webmanifest`): name and description from the back office and the
 * English messages, icons generated from public/icon.svg by scripts/generate-icons.mjs. It opens at
 * `/`, which sends the visitor to their language.
 */
export function webAppManifest({
  name,
  description,
}: {
  name: string
  description: string
}): MetadataRoute.Manifest {
  return {
    name,
    short_name: name,
    description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColour,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
