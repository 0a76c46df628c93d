import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Back-office roles: admins manage users and everything else, editors edit content,
 * sales read submissions, orders and payments. Every collection composes these few rules.
 */
export const roles = ['admin', 'editor', 'sales'] as const
export type Role = (typeof roles)[number]

type WithUser = { req: PayloadRequest }

export function hasRole(req: PayloadRequest, ...wanted: Role[]): boolean {
  const user = req.user as { roles?: Role[] | null } | null
  return Boolean(user?.roles?.some((role) => role === 'admin' || wanted.includes(role)))
}

/** Only for what the browser itself fetches from Payload (uploaded files). */
export const anyone: Access = () => true
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }: WithUser) => hasRole(req)
export const isEditor: Access = ({ req }: WithUser) => hasRole(req, 'editor')
export const isSales: Access = ({ req }: WithUser) => hasRole(req, 'sales')
export const isStaff: Access = ({ req }: WithUser) => hasRole(req, 'editor', 'sales')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req)
/**
 * For fields only the site writes (Local API with access overridden): what a customer submitted,
 * what a provider reported. Nobody edits them in the back office, whatever the role.
 */
export const fixedField = { update: (() => false) as FieldAccess }

/**
 * Visitors read content through the site's pages and its public API (`/api/v1`, `/fire-prefetch`),
 * which call Payload's Local API and shape what they answer. Payload's generated REST API is the
 * back office's: to anyone without a role it answers nothing, so it cannot list every row or show
 * fields the public API leaves out (for example the details of app-users-only stations).
 */
const throughTheSite = (req: PayloadRequest) => req.payloadAPI === 'local'

/** Public content: read by the site for anyone, and by staff in the back office. */
export const publicContent: Access = ({ req }: WithUser) =>
  hasRole(req, 'editor', 'sales') || throughTheSite(req)

/**
 * Editors see drafts; the site shows everybody published documents only; nothing over REST
 * otherwise.
 */
export const editorsOrPublished: Access = ({ req }: WithUser) =>
  hasRole(req, 'editor')
    ? true
    : hasRole(req, 'sales') || throughTheSite(req)
      ? { _status: { equals: 'published' } }
      : false

/** A collection editors write and `read` decides who reads. */
export const editorsWrite = (read: Access) => ({
  read,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
})

/**
 * A collection with drafts: editors write and see drafts and versions, everybody else the published
 * documents.
 */
export const editorsDrafts = { ...editorsWrite(editorsOrPublished), readVersions: isEditor }
