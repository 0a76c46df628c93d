import type { Field, FieldAccess } from 'payload'

import { hasRole } from '@/access'

const never: FieldAccess = () => false
const selfOrAdmin: FieldAccess = ({ req, id, doc }) =>
  hasRole(req) || (req.user != null && String(req.user.id) === String(id ?? doc?.id))

/**
 * What an account keeps of its second factor. Only the login's own code writes these (Local API);
 * the secret, the codes and the waiting logins are hidden from every API and screen, whatever the
 * role.
 */
const hiddenText = (name: string): Field => ({
  name,
  type: 'text',
  hidden: true,
  access: { read: never, create: never, update: never },
})

export const secondFactorFields: Field[] = [
  // The authenticator's secret, encrypted with the site's secret (`payload.encrypt`).
  hiddenText('totpSecret'),
  {
    // The 30 s step of the last accepted code: a code is never accepted twice.
    name: 'totpLastStep',
    type: 'number',
    hidden: true,
    access: { read: never, create: never, update: never },
  },
  // JSON lists: the unused recovery codes' hashes; the sessions that passed the password and wait
  // for the code.
  hiddenText('recoveryCodes'),
  hiddenText('secondFactorPending'),
  {
    // When the account enrolled (shown to the user and admins).
    name: 'secondFactorEnabledAt',
    type: 'date',
    label: {
      en: 'Second factor enrolled',
      pt: 'Segundo fator registado',
      uk: 'Другий фактор налаштовано',
    },
    access: { read: selfOrAdmin, create: never, update: never },
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      components: {
        Field: '/features/users/second-factor/admin/SecondFactorField#SecondFactorField',
      },
    },
  },
]
