'use client'

import {
  LeaveWithoutSaving,
  useAllFormFields,
  useConfig,
  useDebounce,
  useDocumentDrawerContext,
  useDocumentInfo,
  useForm,
  useFormModified,
  useFormProcessing,
  useLocale,
  useRouteTransition,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { getAutosaveInterval } from 'payload/shared'
import { useEffect, useRef, useState } from 'react'

import { backofficeT, bo } from '@/i18n/backoffice/keys'

/**
 * The document whose page is loading after its first save: the form is held until that page takes
 * over.
 */
let handedOver: string | null = null
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Where the editor was typing when the first save began: the form is held (its fields disabled)
 * and then replaced by the document's page, so the caret is put back there once the page has taken
 * over and the editor goes on typing.
 */
type Caret = { selector: string; start: number | null; end: number | null }
let caret: Caret | null = null

function caretNow(): Caret | null {
  const active = document.activeElement as HTMLInputElement | null
  if (!active || active === document.body) return null
  if (active.id) {
    const text = typeof active.selectionStart === 'number'
    return {
      selector: `#${CSS.escape(active.id)}`,
      start: text ? active.selectionStart : null,
      end: text ? active.selectionEnd : null,
    }
  }
  // A rich-text editor has no id: Payload's field wrapper names it by the field's path.
  const field = active.isContentEditable ? active.closest('[data-field-path]') : null
  const path = field?.getAttribute('data-field-path')
  return path
    ? {
        selector: `[data-field-path="${CSS.escape(path)}"] [contenteditable="true"]`,
        start: null,
        end: null,
      }
    : null
}

/**
 * Keys pressed while the form is held: its fields are disabled then and would drop them (" CONTINUED"
 * became "ONTINUED"), so they are kept and typed where the caret is put back.
 */
let heldKeys: string[] | null = null

function holdKey(event: KeyboardEvent) {
  if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return
  if (event.key.length !== 1 && event.key !== 'Enter' && event.key !== 'Backspace') return
  event.preventDefault()
  event.stopPropagation()
  heldKeys?.push(event.key)
}

function holdKeys() {
  heldKeys = []
  window.addEventListener('keydown', holdKey, true)
}

/** Types the held keys into the focused field (execCommand: what the editor takes as typing). */
function releaseKeys() {
  window.removeEventListener('keydown', holdKey, true)
  const keys = heldKeys ?? []
  heldKeys = null
  const rich = (document.activeElement as HTMLElement | null)?.isContentEditable
  let text = ''
  const typeText = () => {
    if (text) document.execCommand('insertText', false, text)
    text = ''
  }
  for (const key of keys) {
    if (key.length === 1) text += key
    else {
      typeText()
      if (key === 'Backspace') document.execCommand('delete')
      else if (rich) document.execCommand('insertParagraph')
    }
  }
  typeText()
}

/**
 * Puts the caret back once the page has taken over and the field is editable again, then types
 * what was held. The field must be the same element twice in a row: the rich-text editor is
 * mounted again when its stored value arrives, which would take the focus (and the keys) away.
 */
function putCaretBack(saved: Caret, tries = 100, seen: Element | null = null) {
  const target = document.querySelector<HTMLInputElement>(saved.selector)
  if (!target || target.disabled || target !== seen) {
    if (tries > 0) setTimeout(() => putCaretBack(saved, tries - 1, target), 50)
    else releaseKeys()
    return
  }
  target.focus()
  if (saved.start !== null) target.setSelectionRange(saved.start, saved.end ?? saved.start)
  else if (target.isContentEditable) window.getSelection()?.selectAllChildren(target)
  if (target.isContentEditable) window.getSelection()?.collapseToEnd()
  releaseKeys()
}

/**
 * A new document of a collection with autosaved, validated drafts. Payload stores nothing until the
 * first manual save there (and asks nothing when the editor leaves), so this saves the draft itself
 * once the server accepts it (the required fields are filled) and the editor has paused, then opens
 * the document's own page, where Payload's autosave takes over. Until then, leaving (a link,
 * reload, closing) asks first.
 */
export function FirstDraftSave() {
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const { drawerSlug } = useDocumentDrawerContext()
  const form = useForm()
  const modified = useFormModified()
  const processing = useFormProcessing()
  const [fields] = useAllFormFields()
  const { code: locale } = useLocale()
  const { config } = useConfig()
  const { t: translate, i18n } = useTranslation()
  const t = backofficeT(translate)
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  // Pause a little longer than the autosave of saved documents: the page changes after this save.
  const idle = useDebounce(fields, Math.max(docConfig ? getAutosaveInterval(docConfig) : 0, 2000))
  const busy = useRef(false)
  const [saving, setSaving] = useState(false)

  // The document's page took over (Payload may keep this form): the hold ends.
  useEffect(() => {
    if (id && handedOver === `${collectionSlug}/${id}`) {
      handedOver = null
      form.setProcessing(false)
      if (caret) putCaretBack(caret)
      else releaseKeys()
      caret = null
    }
  }, [id, collectionSlug, form])

  useEffect(() => {
    // Not while the editor's own save (Save draft, Publish) is on its way: that one creates it.
    if (id || drawerSlug || !collectionSlug || !modified || processing || busy.current) return
    busy.current = true
    const api = config.routes.api
    const query = `locale=${locale}&depth=0&fallback-locale=null&draft=true`
    const send = async (url: string, method: string, data: Record<string, unknown>) =>
      fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
        body: await form.createFormData({ _status: 'draft' }, { data }),
      })
    void (async () => {
      let held = false
      try {
        const sent = form.getData()
        form.setBackgroundProcessing(true)
        // A refusal (a required field still empty) is answered quietly: the next pause tries again.
        const created = await send(`${api}/${collectionSlug}?${query}`, 'POST', sent)
        if (!created.ok) return
        const { doc } = (await created.json()) as { doc: { id: string | number } }
        // Held from here until the document's page shows: what is typed meanwhile would be
        // replaced.
        held = true
        caret = caretNow()
        holdKeys()
        setSaving(true)
        form.setProcessing(true)
        // Rich text reaches the form up to half a second late.
        await pause(700)
        const latest = form.getData()
        if (JSON.stringify(latest) !== JSON.stringify(sent))
          await send(`${api}/${collectionSlug}/${doc.id}?${query}&autosave=true`, 'PATCH', latest)
        form.setModified(false)
        handedOver = `${collectionSlug}/${doc.id}`
        const next = `${config.routes.admin}/collections/${collectionSlug}/${doc.id}?locale=${locale}`
        startRouteTransition(() => router.replace(next))
        // Should the page not take over, the editor is not left with a locked form.
        setTimeout(() => {
          if (handedOver !== `${collectionSlug}/${doc.id}`) return
          handedOver = null
          form.setProcessing(false)
          releaseKeys()
        }, 15_000)
      } catch {
        if (!held) return
        form.setProcessing(false)
        releaseKeys()
      } finally {
        form.setBackgroundProcessing(false)
        busy.current = false
      }
    })()
    // Runs when the editor pauses (the debounced fields change), not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle])

  if (id || drawerSlug) return null
  return (
    <>
      {modified && !saving ? <LeaveWithoutSaving /> : null}
      <span role="status" style={{ fontSize: 'var(--base-body-size, 13px)', opacity: 0.75 }}>
        {saving ? t('general:saving') : modified ? t(bo('notSavedYet')) : null}
      </span>
    </>
  )
}
