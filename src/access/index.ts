import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Back-office roles (issue 2): admins manage users and everything else, editors edit content,
 * sales read submissions, orders and payments. Every collection composes these few rules.
 */
export const roles = ['admin', 'editor', 'sales'] as const
export type Role = (typeof roles)[number]

type WithUser = { req: PayloadRequest }

export function hasRole(req: PayloadRequest, ...wanted: Role[]): boolean {
  const user = req.user as { roles?: Role[] | null } | null
  return Boolean(user?.roles?.some((role) => role === 'admin' || wanted.includes(role)))
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }: WithUser) => hasRole(req)
export const isEditor: Access = ({ req }: WithUser) => hasRole(req, 'editor')
export const isSales: Access = ({ req }: WithUser) => hasRole(req, 'sales')
export const isStaff: Access = ({ req }: WithUser) => hasRole(req, 'editor', 'sales')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req)
/**
 * For fields only the site writes (Local API with access overridden): what a customer submitted, what
 * a provider reported. Nobody edits them in the back office, whatever the role.
 */
export const fixedField = { update: (() => false) as FieldAccess }

/** Editors see drafts; everybody else sees published documents only. */
export const editorsOrPublished: Access = ({ req }: WithUser) =>
  hasRole(req, 'editor') ? true : { _status: { equals: 'published' } }
