/**
 * The demo accounts as the scripts know them (src/seed/index.ts creates them; a unit test keeps the
 * two lists equal). Their passwords are never fixed: each run of a script that seeds generates
 * them.
 */
import { randomBytes } from 'node:crypto'

export const demoLogins = [
  { role: 'editor', email: 'editor@example.com', variable: 'DEMO_EDITOR_PASSWORD' },
  { role: 'admin', email: 'admin@example.com', variable: 'DEMO_ADMIN_PASSWORD' },
  { role: 'sales', email: 'sales@example.com', variable: 'DEMO_SALES_PASSWORD' },
]

/** A fresh random password (24 URL-safe characters). */
export const newDemoPassword = () => randomBytes(18).toString('base64url')

/** `{ DEMO_ADMIN_PASSWORD: …, … }` with fresh passwords, for a server that seeds demo content. */
export const newDemoPasswordEnv = () =>
  Object.fromEntries(demoLogins.map(({ variable }) => [variable, newDemoPassword()]))
