import { useLayoutEffect, type RefObject } from 'react'

/** A form's values by field name (a consent checkbox is `true`). */
export type Values = Record<string, string | boolean>

/** What a loaded form takes over from the server-rendered shell it replaces (see LazyForm). */
export type Carried = {
  /** What the visitor typed into the shell. */
  initialValues?: Values
  /** The field the visitor was in, focused again once the form replaces the shell. */
  focusName?: string
  /** How many times the visitor submitted the shell; each one is sent once the form is in. */
  submitRequests?: number
}

/**
 * Sends the form for every submit the visitor made on the shell: at mount for those made before the
 * form arrived, and at once for one made on the shell in the moment React was swapping it out.
 */
export function useCarriedSubmits(form: RefObject<HTMLFormElement | null>, submitRequests = 0) {
  useLayoutEffect(() => {
    if (submitRequests) form.current?.requestSubmit()
  }, [form, submitRequests])
}
