import { APIError, type CollectionConfig } from 'payload'

import { hasRole, isAdmin, isAdminField, roles } from '@/access'
import { rateLimiter } from '@/lib/rate-limit'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Admin',
    // Only admins see the user list; everybody reaches their own account from the account menu.
    hidden: ({ user }) => !(user?.roles as string[] | undefined)?.includes('admin'),
  },
  auth: {
    // Brute-force protection: 5 failed logins lock the account for 10 minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Secure is added by the production server to every cookie set over HTTPS (scripts/server.mjs),
    // so a login works at whatever address the back office is reached.
    cookies: { sameSite: 'Lax' },
  },
  hooks: {
    beforeOperation: [
      async ({ operation, req }) => {
        // Per address as well as per account: many accounts tried from one address are slowed too.
        // Only requests through the production server carry an address (not Local API calls).
        const ip = req.headers?.get('x-client-ip')
        if (operation !== 'login' || !ip) return
        const limit = await rateLimiter('LOGIN').hit(`login:${ip}`)
        if (!limit.allowed) throw new APIError('Too many login attempts from this address. Try again later.', 429)
      },
    ],
  },
  access: {
    // Only admins manage users; everybody may read and update their own account.
    create: isAdmin,
    delete: isAdmin,
    read: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: roles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { update: isAdminField, create: isAdminField },
      saveToJWT: true,
    },
  ],
}
