import {
  type AccessResult,
  APIError,
  type CollectionConfig,
  type FieldAccess,
  type PayloadRequest,
  type Where,
} from 'payload'

import { hasRole, isAdmin, isAdminField, roles } from '@/access'
import { adminLanguages, languageCookie } from '@/features/backoffice/language'
import { timeZoneField } from '@/features/backoffice/time-zone'
import { rateLimiter } from '@/lib/rate-limit'
import { adminNames, adminOptions, type AdminLabel } from '@/i18n/backoffice/labels'

import {
  answerSecondFactorStep,
  auditRefusedLogin,
  auditRoleChange,
  equalLoginTime,
  holdForSecondFactor,
  rememberLoginAttempt,
  secondFactorEndpoints,
  secondFactorFields,
} from './second-factor'
import {
  endPendingLoginsOnPasswordChange,
  notePasswordChange,
  refuseRenewalPastLifetime,
  renewWithinLifetime,
  sessionSettings,
} from './session-lifetime'

/** "ana.silva@example.com" → "Ana Silva": a name to show until the account is given one. */
const nameFromEmail = (email: unknown): string | undefined =>
  typeof email === 'string' && email.includes('@')
    ? email
        .split('@')[0]!
        .split(/[._+-]+/)
        .filter(Boolean)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ')
    : undefined

const selfOrAdmin: FieldAccess = ({ req, id, doc }) =>
  hasRole(req) || (req.user != null && String(req.user.id) === String(id ?? doc?.id))

/**
 * After a login or a change of one's own language: the back office opens in the user's language.
 */
function setLanguageCookie(req: PayloadRequest, language: unknown) {
  if (typeof language !== 'string' || !(adminLanguages as readonly string[]).includes(language))
    return
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append(
    'Set-Cookie',
    languageCookie(req.payload.config.cookiePrefix, language),
  )
}

/** Only admins see the user list; everybody reaches their own account from the account menu. */
const hiddenUnlessAdmin: NonNullable<NonNullable<CollectionConfig['admin']>['hidden']> = ({
  user,
}) => !(user?.roles as string[] | undefined)?.includes('admin')

export const Users: CollectionConfig = {
  slug: 'users',
  labels: adminNames(
    ['User', 'Users'],
    ['Utilizador', 'Utilizadores'],
    ['Користувач', 'Користувачі'],
  ),
  admin: {
    // Colleagues know each other by name: an owner reads "Demo Sales", not an e-mail address.
    useAsTitle: 'name',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Admin',
    hidden: hiddenUnlessAdmin,
  },
  auth: {
    // Brute-force protection: 5 failed logins lock the account for 10 minutes (the login's refusal
    // says so: src/i18n/backoffice/screens/login.ts).
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Each login is a session of the account (Payload's `sessions`): a logout, a new password or a
    // reset second factor ends it on the server, not only in the browser. The token lives for the
    // idle timeout and is renewed while the user works, never past the absolute lifetime
    // (sessions.ts).
    useSessions: true,
    tokenExpiration: sessionSettings().idleSeconds,
    // HttpOnly (Payload's own), SameSite=Lax (a link to the back office from a mail or a chat still
    // opens it logged in; no other site's form or request carries the cookie), and Secure, added by
    // the production server to every cookie set over HTTPS (src/server), so a login works at
    // whatever address the back office is reached. No `__Host-` prefix: Payload's prefix names all
    // its cookies, and its theme cookie is written by the browser without Secure, which a
    // `__Host-` cookie needs.
    cookies: { sameSite: 'Lax' },
  },
  // The second factor (second-factor/): a login's session is held back until its code is checked.
  endpoints: secondFactorEndpoints,
  hooks: {
    afterLogin: [
      ({ req, user }) => setLanguageCookie(req, (user as { language?: unknown }).language),
      holdForSecondFactor,
    ],
    afterOperation: [answerSecondFactorStep],
    refresh: [renewWithinLifetime],
    beforeChange: [notePasswordChange],
    afterError: [auditRefusedLogin],
    afterChange: [
      ({ req, doc, previousDoc, operation }) => {
        if (
          operation === 'update' &&
          req.user &&
          String(req.user.id) === String(doc.id) &&
          doc.language !== previousDoc?.language
        )
          setLanguageCookie(req, doc.language)
      },
      auditRoleChange,
      endPendingLoginsOnPasswordChange,
    ],
    beforeOperation: [
      refuseRenewalPastLifetime,
      rememberLoginAttempt,
      async ({ operation, req }) => {
        // Per address as well as per account: many accounts tried from one address are slowed too.
        // Only requests through the production server carry an address (not Local API calls).
        const ip = req.headers?.get('x-client-ip')
        if (operation !== 'login' || !ip) return
        const limit = await rateLimiter('LOGIN').hit(`login:${ip}`)
        if (!limit.allowed)
          throw new APIError('Too many login attempts from this address. Try again later.', 429)
      },
      equalLoginTime,
    ],
  },
  access: {
    // Only admins manage users; everybody may read and update their own account.
    create: isAdmin,
    delete: isAdmin,
    // Sales also see who else works on sales (to assign a lead or an order); otherwise one's own
    // account.
    read: ({ req }): AccessResult => {
      if (hasRole(req)) return true
      if (!req.user) return false
      const own: Where = { id: { equals: req.user.id } }
      return hasRole(req, 'sales') ? { or: [own, { roles: { in: ['sales', 'admin'] } }] } : own
    },
    update: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      admin: {
        description:
          'How colleagues see this account (an owner of a lead). Empty: from the e-mail.',
      },
      // Every account has a name to show: an empty one is taken from the e-mail's first part.
      hooks: {
        beforeChange: [
          ({ value, data, originalDoc }) =>
            typeof value === 'string' && value.trim()
              ? value.trim()
              : nameFromEmail(data?.email ?? originalDoc?.email),
        ],
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: adminOptions({
        admin: { en: 'Admin', pt: 'Administrador', uk: 'Адміністратор' },
        editor: { en: 'Editor', pt: 'Editor', uk: 'Редактор' },
        sales: { en: 'Sales', pt: 'Vendas', uk: 'Продажі' },
      } satisfies Record<(typeof roles)[number], AdminLabel>),
      access: { update: isAdminField, create: isAdminField },
      saveToJWT: true,
    },
    {
      name: 'language',
      type: 'select',
      label: { en: 'Back-office language', pt: 'Idioma do back office', uk: 'Мова бек-офісу' },
      options: [
        { label: 'English', value: 'en' },
        { label: 'Português', value: 'pt' },
        { label: 'Українська', value: 'uk' },
      ],
      admin: {
        description: {
          en: 'Applies once saved, and at every login on any device.',
          pt: 'Aplica-se ao guardar e em cada início de sessão, em qualquer dispositivo.',
          uk: 'Діє після збереження та під час кожного входу на будь-якому пристрої.',
        },
      },
      access: { read: selfOrAdmin },
    },
    { ...timeZoneField, access: { read: selfOrAdmin } },
    // The dashboard's "since your last visit": when the user was last active in the previous visit,
    // and now.
    {
      name: 'previousVisitAt',
      type: 'date',
      access: { read: selfOrAdmin, update: () => false, create: () => false },
      admin: { hidden: true },
    },
    {
      name: 'lastActiveAt',
      type: 'date',
      access: { read: selfOrAdmin, update: () => false, create: () => false },
      admin: { hidden: true },
    },
    ...secondFactorFields,
  ],
}
