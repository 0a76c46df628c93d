import type { Field } from 'payload'

/**
 * The OCPI party a record belongs to: country code and party id, with a default where one is given.
 */
export function ocpiPartyFields(
  defaults: { countryCode?: string; partyId?: string } = {},
): Field[] {
  return [
    {
      name: 'countryCode',
      label: 'OCPI country code',
      type: 'text',
      required: true,
      maxLength: 2,
      ...(defaults.countryCode ? { defaultValue: defaults.countryCode } : {}),
    },
    {
      name: 'partyId',
      label: 'OCPI party id',
      type: 'text',
      required: true,
      maxLength: 3,
      ...(defaults.partyId ? { defaultValue: defaults.partyId } : {}),
    },
  ]
}
