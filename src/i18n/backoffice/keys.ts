import type { NestedKeysStripped, TFunction } from '@payloadcms/translations'

import type { backofficeTexts } from './screens/backoffice'
import type { fieldVitalsTexts } from './screens/field-vitals'
import type { frameTexts } from './screens/frame'
import type { privacyTexts } from './screens/privacy'
import type { secondFactorTexts } from './screens/second-factor'

/*
 * Our keys for Payload's `t`, apart from index.ts (which holds every language's texts): client
 * components of the back office import this, and it carries no text into their bundle (its imports
 * are types only).
 */
type OurTexts = {
  backoffice: (typeof backofficeTexts)['en']
  privacy: (typeof privacyTexts)['en']
  fieldVitals: (typeof fieldVitalsTexts)['en']
  frame: (typeof frameTexts)['en']
  secondFactor: (typeof secondFactorTexts)['en']
}

/** The keys of our screens' texts (`backoffice:exportCsv`). */
export type BackofficeTextKey = NestedKeysStripped<OurTexts>

export type BackofficeKey = keyof OurTexts['backoffice']
/** `bo('exportCsv')` is `'backoffice:exportCsv'`. */
export const bo = (key: BackofficeKey) => `backoffice:${key}` as const

/**
 * Payload's `t` (`useTranslation().t`, `req.i18n.t`) is typed for Payload's keys only; this is the
 * same function, typed for ours too, so a misspelt key fails the type check.
 */
export const backofficeT = <Payloads extends string>(t: TFunction<Payloads>) =>
  t as TFunction<Payloads | BackofficeTextKey>
