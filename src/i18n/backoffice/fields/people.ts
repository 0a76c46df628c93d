import type { Translation } from './types'

/**
 * Field texts of the back office: accounts' second factor, the audit log, data protection, leads'
 * plans.
 */
export const peopleTexts: Record<string, Translation> = {
  'Totp secret': {
    en: 'Authenticator secret',
    pt: 'Segredo do autenticador',
    uk: 'Секрет автентифікатора',
  },
  'Totp last step': {
    en: 'Last code step used',
    pt: 'Último passo de código usado',
    uk: 'Останній використаний крок коду',
  },
  'Recovery codes': { pt: 'Códigos de recuperação', uk: 'Коди відновлення' },
  'Second factor pending': { pt: 'Segundo fator pendente', uk: 'Очікує другого фактора' },
  Action: { pt: 'Ação', uk: 'Дія' },
  'Actor id': { en: 'Who (id)', pt: 'Quem (id)', uk: 'Хто (id)' },
  'Actor email': { en: 'Who (e-mail)', pt: 'Quem (e-mail)', uk: 'Хто (e-mail)' },
  Ip: { en: 'Address (IP)', pt: 'Endereço (IP)', uk: 'Адреса (IP)' },
  Subject: { en: 'Person concerned', pt: 'Pessoa em causa', uk: 'Особа, якої стосується' },
  'Subject hash': {
    en: 'Person concerned (key)',
    pt: 'Pessoa em causa (chave)',
    uk: 'Особа (ключ)',
  },
  Outcome: { pt: 'Resultado', uk: 'Результат' },
  'Technical details': { pt: 'Detalhes técnicos', uk: 'Технічні подробиці' },
  'How colleagues see this account (an owner of a lead). Empty: from the e-mail.': {
    pt: 'Como os colegas veem esta conta (o responsável por uma lead). Vazio: a partir do e-mail.',
    uk: 'Як колеги бачать цей обліковий запис (відповідальний за лід). Порожнє: з e-mail.',
  },
  Plan: { pt: 'Plano', uk: 'План' },
}
