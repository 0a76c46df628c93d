/** The back office's second factor (TOTP with recovery codes): see docs/personal-data.md. */
export { secondFactorEndpoints } from './endpoints'
export { secondFactorFields } from './fields'
export {
  answerSecondFactorStep,
  auditRefusedLogin,
  auditRoleChange,
  equalLoginTime,
  holdForSecondFactor,
  rememberLoginAttempt,
} from './hooks'
