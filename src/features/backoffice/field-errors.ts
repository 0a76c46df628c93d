import type { AfterErrorHook } from 'payload'

type FieldError = { path?: unknown; message?: unknown }

/**
 * Puts the fields back into a validation error's REST answer. Payload recognises its
 * ValidationError by class, and the production bundle holds more than one copy of it (and minifies
 * its name), so the answer lost `data` with the fields: the back office then showed only "The
 * following field is invalid" and marked no field. A 400 carrying a list of field errors is
 * answered in Payload's own shape.
 */
export const restoreFieldErrors: AfterErrorHook = ({ error }) => {
  const { status, data, message } = error as Error & {
    status?: number
    data?: { errors?: FieldError[] }
  }
  const errors = data?.errors
  if (status !== 400 || !Array.isArray(errors) || !errors.every((e) => typeof e?.path === 'string'))
    return
  return { response: { errors: [{ name: 'ValidationError', data, message }] }, status }
}
