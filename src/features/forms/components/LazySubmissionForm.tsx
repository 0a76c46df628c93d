'use client'

import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'

import type { SubmissionForm as SubmissionFormComponent, Values } from './SubmissionForm'

type Carried = { values: Values; focusName?: string; submit: boolean }
type FormProps = Omit<ComponentProps<typeof SubmissionFormComponent>, 'initialValues' | 'focusName' | 'submitOnMount'>

/**
 * Keeps a form's script (the form, its validation, the captcha client and the phone library) out of
 * the page's first load. The server-rendered shell shows the form at once; the interactive form is
 * loaded when the shell comes near the screen, or at the first touch, focus or submit, and replaces it
 * with what the visitor typed and the focus where it was.
 */
export function LazySubmissionForm({ shell, ...props }: FormProps & { shell: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  // The loaded form and what it takes over from the shell, set together once the script is in.
  const [loaded, setLoaded] = useState<{ Form: ComponentType<ComponentProps<typeof SubmissionFormComponent>>; carried: Carried } | null>(null)
  const carried = useRef<Carried>({ values: {}, submit: false })

  useEffect(() => {
    const element = box.current
    if (!element) return
    let started = false
    const load = () => {
      if (started) return
      started = true
      import('./SubmissionForm').then(
        (m) => {
          // Read the shell as late as possible: the visitor may have typed while the script loaded.
          remember(false)
          setLoaded({ Form: m.SubmissionForm, carried: carried.current })
        },
        () => {
          started = false
        },
      )
    }
    const remember = (submit: boolean) => {
      const shellForm = element.querySelector('form')
      const values: Values = {}
      if (shellForm) {
        for (const [name, value] of new FormData(shellForm)) {
          if (typeof value !== 'string' || value === '') continue
          const input = shellForm.elements.namedItem(name)
          values[name] = input instanceof HTMLInputElement && input.type === 'checkbox' ? true : value
        }
      }
      const active = document.activeElement
      const focusName = active && element.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined
      carried.current = { values, focusName, submit: carried.current.submit || submit }
    }
    const onTouch = () => {
      remember(false)
      load()
    }
    const onSubmit = (event: Event) => {
      event.preventDefault()
      remember(true)
      load()
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '400px 0px' })
    observer.observe(element)
    const touchEvents = ['focusin', 'pointerdown', 'input', 'change'] as const
    for (const name of touchEvents) element.addEventListener(name, onTouch)
    element.addEventListener('submit', onSubmit)
    return () => {
      observer.disconnect()
      for (const name of touchEvents) element.removeEventListener(name, onTouch)
      element.removeEventListener('submit', onSubmit)
    }
  }, [])

  if (loaded) {
    const {
      Form,
      carried: { values, focusName, submit },
    } = loaded
    return <Form {...props} initialValues={values} focusName={focusName} submitOnMount={submit} />
  }
  return <div ref={box}>{shell}</div>
}
