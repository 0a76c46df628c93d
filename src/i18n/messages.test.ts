import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from './locales'
import { namespaces } from './namespaces'

type Messages = { [key: string]: string | Messages }
const dir = path.join(import.meta.dirname, 'messages')
const load = (locale: string): Messages =>
  Object.fromEntries(
    namespaces.map((ns) => [
      ns,
      JSON.parse(readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Messages,
    ]),
  )
const flatten = (messages: Messages, prefix = ''): Record<string, string> =>
  Object.entries(messages).reduce<Record<string, string>>((all, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...all, [name]: value }
      : { ...all, ...flatten(value, name) }
  }, {})
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

describe('messages', () => {
  const english = flatten(load('en'))

  it('exist for exactly the four locales, one file per registered namespace', () => {
    expect(readdirSync(dir).sort()).toEqual([...locales].sort())
    for (const locale of locales) {
      expect(readdirSync(path.join(dir, locale)).sort(), locale).toEqual(
        namespaces.map((ns) => `${ns}.json`).sort(),
      )
    }
  })

  for (const locale of locales) {
    it(`${locale} has every key, no empty text and the same placeholders`, () => {
      const messages = flatten(load(locale))
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!))
      }
    })
  }

  it('pt and ua are translated, not English copies', () => {
    for (const locale of ['pt', 'ua']) {
      const messages = flatten(load(locale))
      const untranslated = Object.keys(english).filter(
        (key) => key.startsWith('pages.') && messages[key] === english[key],
      )
      expect(untranslated, locale).toEqual([])
    }
  })

  it('keeps the exact wording of the error texts', () => {
    expect(english['errors.notFound']).toBe('This page could not be found')
    expect(english['errors.backHome']).toBe('Back to the home page')
    expect(english['errors.generic']).toBe('Something went wrong! Please try again.')
    expect(english['errors.errorPageFailed']).toBe('An error occurred while showing the error page')
    expect(english['errors.error']).toBe('Error')
  })

  // A message the visitor meets in several places (a validation error, the generic failure) has one
  // key; a second copy drifts (the Ukrainian phone error once read differently in two forms).
  const shared = [
    'forms.errors.required',
    'forms.errors.format',
    'forms.errors.email',
    'forms.errors.phone',
    'forms.sending',
    'errors.generic',
  ]
  for (const locale of locales) {
    it(`${locale} keeps each shared message under one key`, () => {
      const messages = flatten(load(locale))
      for (const key of shared) {
        const copies = Object.keys(messages).filter(
          (other) => other !== key && messages[other] === messages[key],
        )
        expect(copies, `${locale} ${key}`).toEqual([])
      }
    })
  }
})
