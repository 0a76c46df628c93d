import { type Field, type FieldHook, ValidationError } from 'payload'

import { fixedField } from '@/access'
import { backofficeT, bo } from '@/i18n/backoffice/keys'

/**
 * The same value, as the back office's form sends it back: empty is empty (null, undefined, ''),
 * an unticked checkbox is false, a number may come as text, and a group is compared on the keys
 * sent.
 */
function same(sent: unknown, stored: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === ''
  if (empty(sent) && empty(stored)) return true
  if (typeof sent === 'boolean' || typeof stored === 'boolean')
    return Boolean(sent) === Boolean(stored)
  if (typeof sent === 'object' && sent !== null && !Array.isArray(sent)) {
    const before = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
      string,
      unknown
    >
    return Object.entries(sent).every(([key, value]) => same(value, before[key]))
  }
  if (empty(sent) || empty(stored)) return false
  return String(sent) === String(stored)
}

/**
 * A change to what the customer submitted is refused with a 400 naming the field (Payload's
 * validation error, as the back office shows it), instead of being dropped in silence while the
 * rest of the update succeeds. The back office sends the form whole: the same value passes, and
 * the access rule keeps it out of the write. Work the site itself does (access overridden:
 * anonymising, the pipeline) is not refused.
 */
const refuseChange: FieldHook = ({
  value,
  previousValue,
  operation,
  overrideAccess,
  path,
  req,
}) => {
  if (operation !== 'update' || overrideAccess || value === undefined) return value
  if (same(value, previousValue)) return value
  throw new ValidationError({
    errors: [{ path: path.join('.'), message: backofficeT(req.i18n.t)(bo('submittedFixed')) }],
    req,
  })
}

/**
 * A field holding what a customer submitted: read-only in the back office, written only by the
 * site, and a change sent through the API answers 400.
 */
export function submittedField<F extends Field>(field: F): F {
  const hooks = 'hooks' in field ? (field.hooks ?? {}) : {}
  return {
    ...field,
    access: fixedField,
    hooks: { ...hooks, beforeValidate: [...(hooks.beforeValidate ?? []), refuseChange] },
    admin: { ...field.admin, readOnly: true },
  }
}
