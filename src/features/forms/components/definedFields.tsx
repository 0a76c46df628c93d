import type { ReactNode } from 'react'

import type { FieldDef } from '../definitions'
import { ConsentField, Field } from './fields'

/*
 * The fields of the six forms by their definitions (definitions.ts), the same in the
 * server-rendered shell (FormShell) and in the interactive form that replaces it (SubmissionForm).
 * Apart from fields.tsx so that a form of its own (the shop's order form) does not ship them.
 */

/**
 * A field of a form by its kind: nothing for a hidden one, the consent frame for a checkbox, else
 * the labelled frame.
 */
export function FormField(props: {
  field: FieldDef
  id: string
  label: string
  optional: string
  privacyHref?: string
  privacyLink: string
  error?: string
  errorId?: string
  children: ReactNode
}) {
  const { field, id, label, error, errorId } = props
  if (field.kind === 'hidden') return null
  if (field.kind === 'consent')
    return (
      <ConsentField
        id={id}
        label={label}
        link={props.privacyHref ? { href: props.privacyHref, text: props.privacyLink } : undefined}
        error={error}
        errorId={errorId}
      >
        {props.children}
      </ConsentField>
    )
  return (
    <Field
      id={id}
      label={label}
      required={field.required}
      wide={field.kind === 'textarea' || field.kind === 'select'}
      optional={props.optional}
      error={error}
      errorId={errorId}
    >
      {props.children}
    </Field>
  )
}

/** The options of a select: an empty "choose" first, then each choice. */
export function ChoiceOptions({
  choose,
  choices,
}: {
  choose: string
  choices: { value: string; label: string }[]
}) {
  return (
    <>
      <option value="">{choose}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  )
}

/** A select field's own options, labelled in the page's language where a label exists. */
export const optionChoices = (field: FieldDef, labels: Record<string, Record<string, string>>) =>
  (field.options ?? []).map((option) => ({
    value: option,
    label: labels[field.name]?.[option] ?? option,
  }))

/** Type, keyboard and length of a one-line text input for a field's kind. */
export const textInputProps = (field: FieldDef) => ({
  type: field.kind === 'email' ? 'email' : field.kind === 'linkedin' ? 'url' : 'text',
  inputMode: field.kind === 'integer' ? ('numeric' as const) : undefined,
  maxLength: field.kind === 'integer' ? 9 : field.max,
})
