/**
 * Message namespaces: one JSON file each per locale, `messages/<locale>/<namespace>.json`.
 * A feature adds its namespace here and its four files; tests check every locale has every key.
 */
export const namespaces = [
  'site',
  'nav',
  'cookies',
  'errors',
  'client',
  'pages',
  'marketing',
  'news',
  'forms',
  'shop',
  'map',
  'pay',
  'accessibility',
  'calculator',
  'hardware',
  'booking',
] as const
