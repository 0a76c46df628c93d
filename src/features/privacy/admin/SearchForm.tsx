'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import type { FormEvent } from 'react'

import { backofficeT } from '@/i18n/backoffice/keys'
import { type PrivacyKey, pv } from '@/i18n/backoffice/screens/privacy'

import type { Asked } from './found'

/** The person-request screen's search: e-mail, phone (and its country), name. */
export function SearchForm({
  countries,
  busy,
  onSearch,
}: {
  countries: { code: string; name: string }[]
  busy: boolean
  onSearch: (asked: Asked) => void
}) {
  const t = backofficeT(useTranslation().t)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const field = (name: string) => String(form.get(name) ?? '')
    onSearch({
      email: field('email'),
      phone: field('phone'),
      name: field('name'),
      country: field('country'),
    })
  }
  const input = (name: string, label: PrivacyKey, type: string) => (
    <div className="field-type text" style={{ flex: '1 1 14rem' }}>
      <label className="field-label" htmlFor={`person-${name}`}>
        {t(pv(label))}
      </label>
      <input
        id={`person-${name}`}
        name={name}
        type={type}
        maxLength={name === 'phone' ? 40 : 254}
        autoComplete="off"
      />
    </div>
  )
  return (
    <form
      onSubmit={submit}
      noValidate
      style={{
        display: 'flex',
        gap: '1rem',
        flexWrap: 'wrap',
        alignItems: 'end',
        margin: '1.5rem 0',
      }}
    >
      {input('email', 'emailLabel', 'email')}
      {input('phone', 'phoneLabel', 'tel')}
      <div className="field-type select" style={{ flex: '1 1 12rem' }}>
        <label className="field-label" htmlFor="person-country">
          {t(pv('countryLabel'))}
        </label>
        <select id="person-country" name="country" defaultValue="">
          <option value="">{t(pv('countryAny'))}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {input('name', 'nameLabel', 'text')}
      <Button type="submit" disabled={busy} margin={false}>
        {t(pv(busy ? 'searching' : 'search'))}
      </Button>
    </form>
  )
}
