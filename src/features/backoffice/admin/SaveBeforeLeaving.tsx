'use client'

import {
  ConfirmationModal,
  useConfig,
  useDocumentDrawerContext,
  useDocumentInfo,
  useForm,
  useFormBackgroundProcessing,
  useFormModified,
  useFormProcessing,
  useLocale,
  useModal,
  useRouteTransition,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { hasDraftValidationEnabled } from 'payload/shared'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

const modalSlug = 'leave-before-autosave'
/** Rich text reaches the form when the browser is idle, at most 500 ms after the key (Lexical). */
const richTextLag = 1000

const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: 600 })
      : setTimeout(resolve, 600),
  )
/** Lets React render what was just dispatched to the form. */
const rendered = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.matches('input, textarea, select')
}

/**
 * A saved document with autosave. Payload's autosave stores a change only once the editor has
 * paused (1.5 s for posts; rich text reaches the form up to 0.5 s after the key), and Payload asks
 * before leaving only documents without autosave: a link clicked meanwhile lost the last words
 * without a word. Here a link first stores what is not stored yet the way the autosave does, then
 * leaves (should it be refused, Payload's question "Leave without saving?" is asked); a reload or
 * closing the tab asks (the browser's question), and staying stores it at once.
 */
export function SaveBeforeLeaving() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { drawerSlug } = useDocumentDrawerContext()
  const { t } = useTranslation()
  const { openModal, closeModal } = useModal()
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  const [leavingTo, setLeavingTo] = useState<URL | null>(null)
  // Said while a link waits for the text to be stored (a moment, or longer on a slow line).
  const [storing, setStoring] = useState(false)
  const active = !drawerSlug && Boolean(globalSlug || (collectionSlug && id))
  const { nowRef, lastEditRef, unsaved, storeOnce } = useDraftStore()

  const go = (to: URL) => {
    if (to.origin !== window.location.origin) window.location.assign(to.href)
    else startRouteTransition(() => router.push(to.pathname + to.search + to.hash))
  }

  useEffect(() => {
    if (!active) return
    const edited = (event: Event) => {
      if (isEditable(event.target)) lastEditRef.current = performance.now()
    }
    const onClick = (event: MouseEvent) => {
      const to = leavingLink(event)
      // An invalid draft is not autosaved: Payload's own question is asked then.
      if (!to || !unsaved() || !nowRef.current.valid) return
      event.preventDefault()
      event.stopPropagation()
      setStoring(true)
      void storeOnce().then((stored) => {
        if (stored) return go(to)
        setStoring(false)
        setLeavingTo(to)
        openModal(modalSlug)
      })
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return
      event.preventDefault()
      // Should the editor stay, it is stored now rather than after the autosave's pause.
      void storeOnce()
    }
    const editEvents = ['beforeinput', 'input', 'keydown', 'paste', 'cut', 'drop'] as const
    for (const name of editEvents) document.addEventListener(name, edited, true)
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      for (const name of editEvents) document.removeEventListener(name, edited, true)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  })

  if (!active) return null
  return (
    <>
      {/* Only while storing: an empty item would add a gap to the document's buttons. */}
      {storing ? (
        <span role="status" style={{ fontSize: 'var(--base-body-size, 13px)', opacity: 0.75 }}>
          {t('general:saving')}
        </span>
      ) : null}
      <ConfirmationModal
        body={t('general:changesNotSaved')}
        cancelLabel={t('general:stayOnThisPage')}
        confirmLabel={t('general:leaveAnyway')}
        heading={t('general:leaveWithoutSaving')}
        modalSlug={modalSlug}
        onCancel={() => closeModal(modalSlug)}
        onConfirm={() => {
          closeModal(modalSlug)
          if (leavingTo) go(leavingTo)
        }}
      />
    </>
  )
}

/**
 * Where a plain click on a link leads when it leaves this page (another page of the site or another
 * site, in this tab); null for any other click.
 */
function leavingLink(event: MouseEvent): URL | null {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null
  if (!anchor?.href || event.defaultPrevented || event.button !== 0) return null
  if (anchor.target === '_blank' || anchor.hasAttribute('download')) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const to = new URL(anchor.href, window.location.href)
  const here = new URL(window.location.href)
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search)
    return null
  return to
}

/**
 * The form as it is now (for the listeners and for a save waiting on an autosave), whether
 * something typed is not stored yet, and storing it the way Payload's autosave does, once at a
 * time.
 */
function useDraftStore() {
  const {
    id,
    collectionSlug,
    globalSlug,
    docConfig,
    mostRecentVersionIsAutosaved,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
  } = useDocumentInfo()
  const form = useForm()
  const modified = useFormModified()
  const processing = useFormProcessing()
  const background = useFormBackgroundProcessing()
  const { code: locale } = useLocale()
  const { config } = useConfig()

  const nowRef = useRef({ modified, busy: processing || background, valid: form.isValid })
  useLayoutEffect(() => {
    nowRef.current = { modified, busy: processing || background, valid: form.isValid }
  })
  const lastEditRef = useRef(-Infinity)
  const flushing = useRef<Promise<boolean> | null>(null)

  const unsaved = () =>
    nowRef.current.modified ||
    nowRef.current.busy ||
    performance.now() - lastEditRef.current < richTextLag

  /** Stores what is not stored yet, as Payload's autosave would; false if it was refused. */
  const store = async (): Promise<boolean> => {
    await idle()
    await rendered()
    // A key pressed a moment ago may not have reached the form state yet (rich text on its own
    // delay; any field when a busy machine keeps React behind): without this wait the form read as
    // unmodified and the link left without the last words.
    while (!nowRef.current.modified && performance.now() - lastEditRef.current < richTextLag)
      await new Promise((r) => setTimeout(r, 50))
    // An autosave (or the editor's own Save) on its way: what was typed meanwhile stays modified.
    for (let i = 0; nowRef.current.busy && i < 200; i++) await new Promise((r) => setTimeout(r, 50))
    if (!nowRef.current.modified) return !nowRef.current.busy
    const params = `?autosave=true&depth=0&draft=true&fallback-locale=null&locale=${locale}`
    const api = config.routes.api
    const result = await form.submit({
      acceptValues: { overrideLocalChanges: false },
      action: globalSlug
        ? `${api}/globals/${globalSlug}${params}`
        : `${api}/${collectionSlug}/${id}${params}`,
      context: { getDocPermissions: false, incrementVersionCount: !mostRecentVersionIsAutosaved },
      disableFormWhileProcessing: false,
      disableSuccessStatus: true,
      method: globalSlug ? 'POST' : 'PATCH',
      overrides: { _status: 'draft' },
      skipValidation: !docConfig || !hasDraftValidationEnabled(docConfig),
    })
    const ok = Boolean(result && result.res?.ok)
    if (ok && !mostRecentVersionIsAutosaved) {
      setMostRecentVersionIsAutosaved(true)
      setUnpublishedVersionCount((count) => count + 1)
    }
    return ok
  }

  const storeOnce = () => {
    flushing.current ??= store()
      .catch(() => false)
      .finally(() => (flushing.current = null))
    return flushing.current
  }

  return { nowRef, lastEditRef, unsaved, storeOnce }
}
