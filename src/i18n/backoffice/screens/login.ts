/**
 * Payload's two refusals of a login, given one text (its `error:` namespace, overridden): with
 * "this user is locked" after five wrong passwords, six tries told whether an address has an
 * account, since an unknown one never locks. The text still says that a lock may be the reason.
 */
const refusal = {
  en: 'The e-mail or password is incorrect, or the account is locked for 10 minutes after too many failed attempts.',
  pt: 'O e-mail ou a palavra-passe estão incorretos, ou a conta está bloqueada durante 10 minutos após demasiadas tentativas falhadas.',
  uk: 'Неправильна адреса електронної пошти або пароль, або обліковий запис заблоковано на 10 хвилин після надто багатьох невдалих спроб.',
}

export const loginRefusalTexts = {
  en: { emailOrPasswordIncorrect: refusal.en, userLocked: refusal.en },
  pt: { emailOrPasswordIncorrect: refusal.pt, userLocked: refusal.pt },
  uk: { emailOrPasswordIncorrect: refusal.uk, userLocked: refusal.uk },
}
