'use client'

import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react'

import type { Carried, Values } from './carried'
import type { NewsletterSignup } from './NewsletterSignup'
import type { SubmissionForm } from './SubmissionForm'

/*
 * The interactive forms a server-rendered shell turns into, each in its own chunk: the page's first
 * load carries only this loader. Static import() calls, so the bundler splits each form out of
 * every page.
 */
const loaders = {
  submission: () => import('./SubmissionForm').then((m) => m.SubmissionForm),
  newsletter: () => import('./NewsletterSignup').then((m) => m.NewsletterSignup),
}
type Forms = { submission: typeof SubmissionForm; newsletter: typeof NewsletterSignup }

/**
 * Keeps a form's script (the form, its validation, the captcha client, the phone library) out of
 * the page's first load. The server-rendered shell shows the form at once; the interactive form
 * `kind` is loaded when the shell comes near the screen, or at the first touch, focus or submit,
 * and replaces it with what the visitor typed and the focus where it was. A submit pressed before
 * it arrived is sent.
 */
export function LazyForm<K extends keyof Forms>({
  kind,
  shell,
  ...props
}: { kind: K; shell: ReactNode } & Omit<ComponentProps<Forms[K]>, keyof Carried>) {
  const box = useRef<HTMLDivElement>(null)
  // The loaded form and what it takes over from the shell, set together once the script is in.
  const [loaded, setLoaded] = useState<{ Form: ComponentType<Carried>; carried: Carried } | null>(
    null,
  )
  const carried = useRef<Carried>({ initialValues: {}, submitRequests: 0 })

  // A layout effect: the listeners are on as soon as React has put the shell in its hands, so no
  // key or submit can slip through to the browser in the frame before (a submit would reload the
  // page).
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    let started = false
    const load = () => {
      if (started) return
      started = true
      loaders[kind]().then(
        (Form) => {
          // Read the shell as late as possible: the visitor may have typed while the script loaded.
          // Each loader's form takes its own props; all of them take what the shell carried.
          remember(false)
          setLoaded({ Form: Form as unknown as ComponentType<Carried>, carried: carried.current })
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
          values[name] =
            input instanceof HTMLInputElement && input.type === 'checkbox' ? true : value
        }
      }
      const active = document.activeElement
      const focusName =
        active && element.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined
      carried.current = {
        initialValues: values,
        focusName,
        submitRequests: (carried.current.submitRequests ?? 0) + (submit ? 1 : 0),
      }
    }
    // Once the form is in, React swaps it in at its next render; what the visitor does on the shell
    // in between (a last key, Enter) is handed over too.
    const handOver = () =>
      setLoaded((current) => current && { ...current, carried: carried.current })
    const onTouch = () => {
      remember(false)
      handOver()
      load()
    }
    const onSubmit = (event: Event) => {
      event.preventDefault()
      remember(true)
      handOver()
      load()
    }
    // Enter in a field and a press of the submit button both reach the form as a click on that
    // button. Taken there, before the browser starts its own submission: the swap can land while
    // the key or click is still being dispatched (seen under load), and the browser then drops the
    // submission of a shell already out of the page ("form is not connected") without any submit
    // event.
    const onClick = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button, input') : null
      if (
        !(button instanceof HTMLButtonElement || button instanceof HTMLInputElement) ||
        button.type !== 'submit' ||
        !button.form
      )
        return
      onSubmit(event)
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load(),
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    const touchEvents = ['focusin', 'pointerdown', 'input', 'change'] as const
    for (const name of touchEvents) element.addEventListener(name, onTouch)
    element.addEventListener('submit', onSubmit)
    element.addEventListener('click', onClick)
    element.dataset.lazyForm = 'listening'
    return () => {
      observer.disconnect()
      for (const name of touchEvents) element.removeEventListener(name, onTouch)
      element.removeEventListener('submit', onSubmit)
      element.removeEventListener('click', onClick)
    }
  }, [kind])

  if (loaded) return <loaded.Form {...props} {...loaded.carried} />
  return <div ref={box}>{shell}</div>
}
