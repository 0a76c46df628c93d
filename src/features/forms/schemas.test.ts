import { describe, expect, it } from 'vitest'

import {
  formNames,
  leadFieldsFor,
  leadInterestRules,
  leadInterests,
  visibleFields,
} from './definitions'
import { checkPhone, typedCountry, validateSubmission } from './schemas'
import { validateFields } from './validation'

describe('lead form interest mapping', () => {
  it('shows the base fields and the interest extras, in display order', () => {
    expect(leadFieldsFor(undefined).map((f) => f.name)).toEqual([
      'interest',
      'firstName',
      'lastName',
      'company',
      'phone',
      'email',
      'country',
      'details',
      'plan',
    ])
    expect(leadFieldsFor('migrate_charging_network').map((f) => f.name)).toEqual([
      'interest',
      'chargersAmount',
      'firstName',
      'lastName',
      'company',
      'phone',
      'email',
      'country',
      'address',
      'chargersTypes',
      'details',
      'plan',
    ])
    expect(leadFieldsFor('explore_partnership').map((f) => f.name)).not.toContain('address')
  })

  it.each(leadInterests)('%s: required fields follow the documented rules', (interest) => {
    const rule = leadInterestRules[interest]
    const fields = leadFieldsFor(interest)
    for (const name of rule.required)
      expect(fields.find((f) => f.name === name)?.required, name).toBe(true)
    for (const name of rule.show)
      expect(
        fields.some((f) => f.name === name),
        name,
      ).toBe(true)
    expect(fields.find((f) => f.name === 'details')?.required).toBe(false)
    const result = validateSubmission('lead', { interest })
    expect(result.success).toBe(false)
    if (!result.success) {
      for (const name of ['firstName', 'lastName', 'phone', 'email', 'country', ...rule.required])
        expect(result.errors[name], name).toBe('required')
    }
  })

  const validLead = {
    interest: 'migrate_charging_network',
    chargersAmount: '40',
    firstName: 'Inês',
    lastName: 'Carvalho',
    company: 'Lisboa Charge CPO',
    phone: '912 345 678',
    phoneCountry: 'PT',
    email: 'Ines@Example.PT',
    country: 'pt',
    address: 'Avenida da Liberdade 110, Lisboa',
    chargersTypes: 'ABB Terra AC, Alpitronic HYC150',
    details: 'We run 40 chargers on a legacy platform.',
  }

  it('accepts a full lead and normalises phone, e-mail, country and amount', () => {
    const result = validateSubmission('lead', validLead)
    expect(result).toEqual({
      success: true,
      output: expect.objectContaining({
        phone: '+351912345678',
        phoneCountry: 'PT',
        email: 'ines@example.pt',
        country: 'PT',
        chargersAmount: 40,
      }),
    })
  })

  it('rejects fields the chosen interest does not show', () => {
    const result = validateSubmission('lead', { ...validLead, interest: 'explore_partnership' })
    expect(result.success).toBe(false)
    // valibot reports the first unknown key; enough for the visitor and the API answer
    if (!result.success)
      expect(
        Object.keys(result.errors).every((k) =>
          ['address', 'chargersAmount', 'chargersTypes'].includes(k),
        ),
      ).toBe(true)
  })
})

describe('shared form schemas: error codes and bounds', () => {
  it('every form reports required fields with the "required" code', () => {
    for (const form of formNames) {
      const result = validateSubmission(form, {})
      expect(result.success, form).toBe(false)
      if (!result.success) {
        const required = visibleFields(form)
          .filter((f) => f.required)
          .map((f) => f.name)
        expect(Object.keys(result.errors).sort(), form).toEqual(required.sort())
        expect(new Set(Object.values(result.errors)), form).toEqual(new Set(['required']))
      }
    }
  })

  it('bad e-mail, phone, select and unknown keys get their codes', () => {
    const result = validateSubmission('partner', {
      name: 'Ana',
      email: 'ana@',
      phone: '123',
      phoneCountry: 'PT',
      interest: 'space_travel',
      privacyPolicy: true,
      extra: 'x',
    })
    expect(result).toEqual({
      success: false,
      errors: { email: 'email', phone: 'phone', interest: 'format', extra: 'format' },
    })
  })

  it('consent must be true, and wrong types are format errors', () => {
    const base = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+380 67 123 4567',
      phoneCountry: 'UA',
      interest: 'roaming',
    }
    expect(validateSubmission('partner', { ...base, privacyPolicy: false })).toEqual({
      success: false,
      errors: { privacyPolicy: 'required' },
    })
    expect(validateSubmission('partner', { ...base, privacyPolicy: 'yes' })).toEqual({
      success: false,
      errors: { privacyPolicy: 'format' },
    })
    expect(validateSubmission('partner', { ...base, privacyPolicy: true }).success).toBe(true)
    expect(validateSubmission('contact', [])).toMatchObject({ success: false })
    expect(validateSubmission('contact', null)).toMatchObject({
      success: false,
      errors: { _form: 'format' },
    })
  })

  it('bounds sizes and refuses control characters', () => {
    const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hello' }
    expect(validateSubmission('contact', contact).success).toBe(true)
    expect(validateSubmission('contact', { ...contact, name: 'x'.repeat(101) })).toEqual({
      success: false,
      errors: { name: 'format' },
    })
    expect(validateSubmission('contact', { ...contact, name: 'A\u0000na' })).toEqual({
      success: false,
      errors: { name: 'format' },
    })
    expect(
      validateSubmission('contact', { ...contact, message: 'line one\nline two' }).success,
    ).toBe(true)
    expect(validateSubmission('contact', { ...contact, message: 'x'.repeat(5001) })).toEqual({
      success: false,
      errors: { message: 'format' },
    })
  })
})

describe('shared form schemas: LinkedIn profiles, phone numbers, the newsletter', () => {
  it('job applications need a LinkedIn profile URL and the position', () => {
    const job = {
      position: 'Backend engineer',
      firstName: 'Olena',
      lastName: 'Koval',
      email: 'olena@example.com',
      linkedin: 'https://www.linkedin.com/in/olena-koval',
    }
    expect(validateSubmission('job-application', job).success).toBe(true)
    expect(
      validateSubmission('job-application', {
        ...job,
        linkedin: 'https://evil.example/linkedin.com',
      }),
    ).toEqual({ success: false, errors: { linkedin: 'format' } })
    expect(
      validateSubmission('job-application', { ...job, linkedin: 'javascript:alert(1)' }),
    ).toEqual({ success: false, errors: { linkedin: 'format' } })
  })

  it('validates phone numbers per country', () => {
    expect(checkPhone('912 345 678', 'PT')).toEqual({ number: '+351912345678', country: 'PT' })
    expect(checkPhone('012-345 6789', 'MY')).toEqual({ number: '+60123456789', country: 'MY' })
    expect(checkPhone('912 345 678', 'GB')).toBeNull()
    expect(checkPhone('067 123 4567', 'UA')).toEqual({ number: '+380671234567', country: 'UA' })
    // An international number belongs to its own country, whatever the list said.
    expect(checkPhone('+351 912 345 678', 'GB')).toEqual({
      number: '+351912345678',
      country: 'PT',
    })
    // Countries sharing a calling code: the one chosen stays (the library files 07911 under GG).
    for (const typed of ['07911 123456', '+44 7911 123456'])
      expect(checkPhone(typed, 'GB'), typed).toEqual({ number: '+447911123456', country: 'GB' })
    expect(checkPhone('067 123 4567', 'XX')).toBeNull()
    expect(
      validateSubmission('deletion-request', { phone: '07911 123456', phoneCountry: 'GB' }).success,
    ).toBe(true)
    expect(
      validateSubmission('deletion-request', { phone: '07911 123456', phoneCountry: 'ZZ' }),
    ).toEqual({ success: false, errors: { phone: 'phone' } })
    expect(
      validateSubmission('deletion-request', { phone: '+351 912 345 678', phoneCountry: 'GB' }),
    ).toEqual({ success: true, output: { phone: '+351912345678', phoneCountry: 'PT' } })
  })

  it('names the country of a number typed in international form, for the picker to follow', () => {
    expect(typedCountry('+351 9', 'GB')).toBe('PT')
    expect(typedCountry('00351 912', 'GB')).toBe('PT')
    expect(typedCountry('+380 67', 'PT')).toBe('UA')
    expect(typedCountry('+60 12', 'GB')).toBe('MY')
    // A shared code keeps the chosen country, else the code's main one, else a complete number's.
    expect(typedCountry('+44 7911', 'JE')).toBe('JE')
    expect(typedCountry('+44 7911', 'PT')).toBe('GB')
    expect(typedCountry('+1 2', 'PT')).toBe('US')
    expect(typedCountry('+1 416 555 0199', 'PT')).toBe('CA')
    // Nothing to follow yet: a national number, a bare plus, an unknown code.
    for (const typed of ['912 345 678', '+', '', '+999'])
      expect(typedCountry(typed, 'GB')).toBeNull()
  })

  it('the newsletter validates without the phone library', () => {
    expect(validateFields(visibleFields('newsletter'), { email: ' Joe@Example.com ' })).toEqual({
      success: true,
      output: { email: 'joe@example.com' },
    })
    expect(validateFields(visibleFields('newsletter'), { email: 'joe@example' })).toEqual({
      success: false,
      errors: { email: 'email' },
    })
  })
})
