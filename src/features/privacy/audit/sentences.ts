import { plural } from '@/i18n/backoffice/plural'
import { editorLanguage, type EditorLanguage } from '@/lib/admin-fields/language'

import type { AuditAction } from './AuditLog'

/**
 * An audit entry as one sentence in the admin's language: who did what to whom and how it ended
 * ("sales@example.com entered a wrong code."), instead of its codes (`second-factor-failed`,
 * `wrong code`), a minified error name (`n (401)`) and raw JSON details. The entry keeps its codes;
 * this is how the list and the entry read them.
 */
export type AuditRecord = {
  action?: string | null
  actorEmail?: string | null
  subject?: string | null
  outcome?: string | null
  details?: unknown
}

type Sentences = Record<AuditAction | 'role-created' | 'second-factor-exhausted', string> & {
  someone: string
  refused: Record<'400' | '401' | '403' | '423' | '429' | 'other', string>
  step: Record<'verify' | 'enrol', string>
  formats: Record<'csv' | 'json', string>
  noRoles: string
}

/** The roles' names, in the sentences and the details (details.ts). */
export const roles = {
  en: { admin: 'admin', editor: 'editor', sales: 'sales' },
  pt: { admin: 'administrador', editor: 'editor', sales: 'vendas' },
  uk: { admin: 'адміністратор', editor: 'редактор', sales: 'продажі' },
} satisfies Record<EditorLanguage, Record<string, string>>

const records = {
  en: '{count, plural, one {# record} other {# records}}',
  pt: '{count, plural, one {# registo} other {# registos}}',
  uk: '{count, plural, one {# запис} few {# записи} many {# записів} other {# запису}}',
}

const sentences: Record<EditorLanguage, Sentences> = {
  en: {
    login: '{{actor}} logged in with the password (no second factor asked).',
    'login-failed': 'A login as {{actor}} was refused: {{reason}}.',
    'login-password': '{{actor}} gave the right password; next: {{step}}.',
    'second-factor-passed': '{{actor}} passed the second factor and is logged in.',
    'second-factor-failed': '{{actor}} entered a wrong code.',
    'second-factor-exhausted': '{{actor}} entered too many wrong codes; the login was ended.',
    'recovery-code-used': '{{actor}} logged in with a recovery code ({{left}} left).',
    'recovery-codes-renewed': '{{actor}} made new recovery codes; the old ones no longer work.',
    'second-factor-enrolled': '{{actor}} set up the second factor.',
    'second-factor-reset': '{{actor}} reset the second factor of {{subject}}.',
    'role-changed': '{{actor}} changed the roles of {{subject}}: {{from}} → {{to}}.',
    'role-created': '{{actor}} created the account {{subject}} as {{to}}.',
    'person-viewed': '{{actor}} looked up the records of {{subject}}: {{records}} found.',
    'person-exported': '{{actor}} exported {{records}} of {{subject}} as {{format}}.',
    'person-erased': '{{actor}} erased {{records}} of {{subject}}.',
    'person-anonymised': '{{actor}} anonymised {{records}} of {{subject}}.',
    someone: 'Someone',
    refused: {
      '400': 'e-mail or password missing',
      '401': 'wrong e-mail or password',
      '403': 'not allowed',
      '423': 'the account is locked after too many attempts',
      '429': 'too many attempts',
      other: 'error {{status}}',
    },
    step: { verify: 'the code of the authenticator app', enrol: 'setting up a second factor' },
    formats: { csv: 'a spreadsheet (CSV)', json: 'a file for the person (JSON)' },
    noRoles: 'no role',
  },
  pt: {
    login: '{{actor}} iniciou sessão com a palavra-passe (sem segundo fator pedido).',
    'login-failed': 'Foi recusado um início de sessão como {{actor}}: {{reason}}.',
    'login-password': '{{actor}} deu a palavra-passe certa; a seguir: {{step}}.',
    'second-factor-passed': '{{actor}} passou o segundo fator e iniciou sessão.',
    'second-factor-failed': '{{actor}} introduziu um código errado.',
    'second-factor-exhausted':
      '{{actor}} introduziu demasiados códigos errados; o início de sessão foi terminado.',
    'recovery-code-used':
      '{{actor}} iniciou sessão com um código de recuperação (restam {{left}}).',
    'recovery-codes-renewed':
      '{{actor}} criou novos códigos de recuperação; os antigos deixaram de funcionar.',
    'second-factor-enrolled': '{{actor}} configurou o segundo fator.',
    'second-factor-reset': '{{actor}} repôs o segundo fator de {{subject}}.',
    'role-changed': '{{actor}} alterou as funções de {{subject}}: {{from}} → {{to}}.',
    'role-created': '{{actor}} criou a conta {{subject}} como {{to}}.',
    'person-viewed': '{{actor}} consultou os registos de {{subject}}: {{records}} encontrados.',
    'person-exported': '{{actor}} exportou {{records}} de {{subject}} como {{format}}.',
    'person-erased': '{{actor}} apagou {{records}} de {{subject}}.',
    'person-anonymised': '{{actor}} anonimizou {{records}} de {{subject}}.',
    someone: 'Alguém',
    refused: {
      '400': 'falta o e-mail ou a palavra-passe',
      '401': 'e-mail ou palavra-passe errados',
      '403': 'sem permissão',
      '423': 'a conta está bloqueada após demasiadas tentativas',
      '429': 'demasiadas tentativas',
      other: 'erro {{status}}',
    },
    step: {
      verify: 'o código da aplicação de autenticação',
      enrol: 'configurar um segundo fator',
    },
    formats: { csv: 'folha de cálculo (CSV)', json: 'ficheiro para a pessoa (JSON)' },
    noRoles: 'nenhuma função',
  },
  uk: {
    login: '{{actor}}: вхід із паролем (другий фактор не запитувався).',
    'login-failed': 'Вхід як {{actor}} відхилено: {{reason}}.',
    'login-password': '{{actor}}: пароль правильний; далі — {{step}}.',
    'second-factor-passed': '{{actor}}: другий фактор пройдено, вхід виконано.',
    'second-factor-failed': '{{actor}}: введено неправильний код.',
    'second-factor-exhausted': '{{actor}}: забагато неправильних кодів, вхід завершено.',
    'recovery-code-used': '{{actor}}: вхід із кодом відновлення (залишилось: {{left}}).',
    'recovery-codes-renewed': '{{actor}} створює нові коди відновлення; старі більше не діють.',
    'second-factor-enrolled': '{{actor}}: другий фактор налаштовано.',
    'second-factor-reset': '{{actor}}: скинуто другий фактор для {{subject}}.',
    'role-changed': '{{actor}}: змінено ролі {{subject}}: {{from}} → {{to}}.',
    'role-created': '{{actor}}: створено обліковий запис {{subject}} з роллю {{to}}.',
    'person-viewed': '{{actor}}: переглянуто записи {{subject}}, знайдено {{records}}.',
    'person-exported': '{{actor}}: експортовано {{records}} {{subject}} як {{format}}.',
    'person-erased': '{{actor}}: видалено {{records}} {{subject}}.',
    'person-anonymised': '{{actor}}: знеособлено {{records}} {{subject}}.',
    someone: 'Хтось',
    refused: {
      '400': 'не вказано e-mail або пароль',
      '401': 'неправильний e-mail або пароль',
      '403': 'немає доступу',
      '423': 'обліковий запис заблоковано після забагатьох спроб',
      '429': 'забагато спроб',
      other: 'помилка {{status}}',
    },
    step: { verify: 'код із застосунку автентифікації', enrol: 'налаштування другого фактора' },
    formats: { csv: 'таблиця (CSV)', json: 'файл для особи (JSON)' },
    noRoles: 'без ролі',
  },
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** How many records an entry's details name: a list of records, or counts per collection. */
function recordCount(details: Record<string, unknown>): number {
  if (Array.isArray(details.records)) return details.records.length
  return Object.values(object(details.found)).reduce<number>(
    (sum, n) => sum + (typeof n === 'number' ? n : 0),
    0,
  )
}

/** The entry as a sentence in `language` (Payload's `en`, `pt` or `uk`). */
export function auditSentence(entry: AuditRecord, language: string): string {
  const lang = editorLanguage(language)
  const say = sentences[lang]
  const details = object(entry.details)
  const roleNames = (list: unknown) =>
    Array.isArray(list) && list.length
      ? list.map((r) => roles[lang][r as keyof (typeof roles)['en']] ?? String(r)).join(', ')
      : say.noRoles
  const status = /\((\d{3})\)\s*$/.exec(entry.outcome ?? '')?.[1] ?? ''
  const values = {
    actor: entry.actorEmail || say.someone,
    subject: entry.subject || '—',
    reason: fill(say.refused[status as keyof Sentences['refused']] ?? say.refused.other, {
      status: status || '?',
    }),
    step: say.step[entry.outcome as 'verify' | 'enrol'] ?? entry.outcome ?? '',
    left: typeof details.left === 'number' ? details.left : '?',
    from: roleNames(details.from),
    to: roleNames(details.to),
    records: plural(records[lang], recordCount(details), lang),
    format: say.formats[entry.outcome as 'csv' | 'json'] ?? entry.outcome ?? '',
  }
  let key = entry.action as keyof Sentences
  if (key === 'role-changed' && entry.outcome === 'create') key = 'role-created'
  if (key === 'second-factor-failed' && /^too many/.test(entry.outcome ?? ''))
    key = 'second-factor-exhausted'
  const text = say[key]
  return typeof text === 'string' ? fill(text, values) : String(entry.action ?? '—')
}
