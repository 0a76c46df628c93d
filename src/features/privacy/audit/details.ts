import { plural } from '@/i18n/backoffice/plural'
import { editorLanguage, type EditorLanguage } from '@/lib/admin-fields/language'

import { roles } from './sentences'

/**
 * An audit entry's stored details (record ids, counts, roles) as lines an admin reads in their
 * language ("Found: Leads 2, Orders 1"), instead of the JSON they are kept as. Records are named by
 * their collection's name and id; a key this file does not know is shown under "Other" with its
 * value, so nothing stored is hidden.
 */

type Line = { label: string; value: string }
/** A collection's name in the reader's language, singular or plural. */
export type CollectionName = (slug: string, count: number) => string

const words = {
  en: {
    found: 'Found',
    records: 'Records',
    confirmed: 'Confirmed by name although marked for a check',
    leftOut: 'Left out (marked for a check, not confirmed)',
    linked: 'Also searched, from the records found',
    emails: '{count, plural, one {# e-mail address} other {# e-mail addresses}}',
    phones: '{count, plural, one {# phone number} other {# phone numbers}}',
    names: '{count, plural, one {# name} other {# names}}',
    before: 'Recovery codes before',
    now: 'Recovery codes now',
    left: 'Recovery codes left',
    from: 'Roles before',
    to: 'Roles after',
    userId: 'Account number',
    erased: 'Erased',
    anonymised: 'Anonymised',
    other: 'Other',
    none: 'none',
  },
  pt: {
    found: 'Encontrados',
    records: 'Registos',
    confirmed: 'Confirmados pelo nome, apesar de marcados para verificação',
    leftOut: 'Deixados de fora (marcados para verificação, não confirmados)',
    linked: 'Também pesquisados, a partir dos registos encontrados',
    emails: '{count, plural, one {# endereço de e-mail} other {# endereços de e-mail}}',
    phones: '{count, plural, one {# número de telefone} other {# números de telefone}}',
    names: '{count, plural, one {# nome} other {# nomes}}',
    before: 'Códigos de recuperação antes',
    now: 'Códigos de recuperação agora',
    left: 'Códigos de recuperação restantes',
    from: 'Funções antes',
    to: 'Funções depois',
    userId: 'Número da conta',
    erased: 'Apagados',
    anonymised: 'Anonimizados',
    other: 'Outros',
    none: 'nenhum',
  },
  uk: {
    found: 'Знайдено',
    records: 'Записи',
    confirmed: 'Підтверджено за ім’ям, хоча позначено для перевірки',
    leftOut: 'Пропущено (позначено для перевірки, не підтверджено)',
    linked: 'Також шукали, за знайденими записами',
    emails: '{count, plural, one {# адреса e-mail} few {# адреси e-mail} other {# адрес e-mail}}',
    phones:
      '{count, plural, one {# номер телефону} few {# номери телефону} other {# номерів телефону}}',
    names: '{count, plural, one {# ім’я} few {# імені} other {# імен}}',
    before: 'Кодів відновлення було',
    now: 'Кодів відновлення стало',
    left: 'Кодів відновлення залишилось',
    from: 'Ролі до',
    to: 'Ролі після',
    userId: 'Номер облікового запису',
    erased: 'Видалено',
    anonymised: 'Знеособлено',
    other: 'Інше',
    none: 'немає',
  },
} satisfies Record<EditorLanguage, Record<string, string>>

type Word = keyof (typeof words)['en']

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** `[{ collection, id }]` as "Leads 3, 7; Orders 12". */
function recordList(value: unknown[], name: CollectionName): string {
  const ids = new Map<string, string[]>()
  for (const item of value) {
    if (!isObject(item)) continue
    const slug = String(item.collection ?? '')
    ids.set(slug, [...(ids.get(slug) ?? []), String(item.id ?? '?')])
  }
  return [...ids].map(([slug, list]) => `${name(slug, list.length)} ${list.join(', ')}`).join('; ')
}

/** `{ leads: 2, orders: 1 }` as "Leads 2, Orders 1". */
function counts(value: Record<string, unknown>, name: CollectionName): string {
  return Object.entries(value)
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([slug, n]) => `${name(slug, n as number)} ${n as number}`)
    .join(', ')
}

/** The details of an audit entry as labelled lines in `language`. */
export function auditDetails(details: unknown, language: string, name: CollectionName): Line[] {
  if (!isObject(details)) return []
  const lang = editorLanguage(language)
  const say = (word: Word) => words[lang][word]
  const lines: Line[] = []
  const others: string[] = []
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value) && ['records', 'confirmed'].includes(key)) {
      lines.push({ label: say(key as Word), value: recordList(value, name) || say('none') })
    } else if (isObject(value) && ['found', 'erased', 'anonymised'].includes(key)) {
      lines.push({ label: say(key as Word), value: counts(value, name) || say('none') })
    } else if (isObject(value) && key === 'linked') {
      const found = (['emails', 'phones', 'names'] as const)
        .filter((kind) => typeof value[kind] === 'number' && (value[kind] as number) > 0)
        .map((kind) => plural(say(kind), value[kind] as number, lang))
      lines.push({ label: say('linked'), value: found.join(', ') || say('none') })
    } else if (Array.isArray(value) && ['from', 'to'].includes(key)) {
      const names = value.map((r) => roles[lang][r as keyof (typeof roles)['en']] ?? String(r))
      lines.push({ label: say(key as Word), value: names.join(', ') || say('none') })
    } else if (
      typeof value === 'number' &&
      ['leftOut', 'before', 'now', 'left', 'userId'].includes(key)
    ) {
      lines.push({ label: say(key as Word), value: String(value) })
    } else others.push(`${key}: ${JSON.stringify(value)}`)
  }
  if (others.length) lines.push({ label: say('other'), value: others.join('; ') })
  return lines
}
