import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  FieldAccess,
  PayloadRequest,
} from 'payload'

import { hasRole } from '@/access'

import { adminOptions, type AdminLabel } from '@/i18n/backoffice/labels'

/**
 * How sales work a record (a submission or an order): an owner, a status, and a history of who
 * changed the status or the owner, or added a note, and when. The history is written only by the
 * hook below, from the change itself: nobody sends history entries, whatever the client or role, so
 * nobody can rewrite it. A note is typed into the `note` box (not stored as such) and the hook
 * moves it into the history on save. Any collection with a `status` may take it (`withWorkflow`):
 * the forms' submissions and the shop's orders do; the back office only shows it.
 */
export const historyChanges = ['status', 'owner', 'note'] as const
export type HistoryChange = (typeof historyChanges)[number]

export type HistoryEntry = {
  id?: string | null
  at: string
  byId?: number | null
  byEmail?: string | null
  change: HistoryChange
  from?: string | null
  to?: string | null
  note?: string | null
}

const never: FieldAccess = () => false

/** Owners are people who work on sales: users with the sales or admin role. */
export const ownerRoles = ['sales', 'admin'] as const

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object')
    return 'id' in (value as object) ? String((value as { id: unknown }).id) : null
  return String(value)
}

async function emailOf(req: PayloadRequest, id: string | null): Promise<string | null> {
  if (!id) return null
  const user = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return (user as { email?: string } | null)?.email ?? id
}

/** The entries a change adds to a record's history (pure apart from the owner's e-mail lookup). */
export const recordHistory: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const previous =
    operation === 'update' ? ((originalDoc?.history as HistoryEntry[] | undefined) ?? []) : []
  const added: Omit<HistoryEntry, 'at' | 'byId' | 'byEmail'>[] = []
  if (operation === 'update' && originalDoc) {
    if (data.status !== undefined && data.status !== originalDoc.status)
      added.push({ change: 'status', from: originalDoc.status ?? null, to: data.status ?? null })
    if (data.owner !== undefined && idOf(data.owner) !== idOf(originalDoc.owner)) {
      added.push({
        change: 'owner',
        from: await emailOf(req, idOf(originalDoc.owner)),
        to: await emailOf(req, idOf(data.owner)),
      })
    }
  }
  const note = typeof data.note === 'string' ? data.note.trim().slice(0, 5000) : ''
  if (note) added.push({ change: 'note', note })
  delete data.note
  const at = new Date().toISOString()
  const user = req.user as { id?: number | string; email?: string } | null | undefined
  // A Local API caller without a user (the site itself) is "system".
  const byId = typeof user?.id === 'number' ? user.id : null
  data.history = [
    ...previous,
    ...added.map((entry) => ({ ...entry, at, byId, byEmail: user?.email ?? 'system' })),
  ]
  return data
}

export const ownerField: Field = {
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  filterOptions: { roles: { in: [...ownerRoles] } },
  admin: {
    position: 'sidebar',
    allowCreate: false,
    description: { en: 'Who works on it', pt: 'Quem trata disto', uk: 'Хто цим займається' },
  },
  access: {
    update: ({ req }) => hasRole(req, 'sales'),
    create: ({ req }) => hasRole(req, 'sales'),
  },
}

export const noteField: Field = {
  name: 'note',
  type: 'textarea',
  // Not a column: the hook moves it into the history.
  virtual: true,
  label: { en: 'Add a note', pt: 'Adicionar uma nota', uk: 'Додати нотатку' },
  admin: {
    // Payload makes virtual fields read-only unless told otherwise: this one is typed into.
    readOnly: false,
    position: 'sidebar',
    description: {
      en: 'Saved into the history with your name and the time.',
      pt: 'Guardada no histórico com o seu nome e a hora.',
      uk: 'Зберігається в історії з вашим іменем і часом.',
    },
  },
}

export const historyField: Field = {
  name: 'history',
  label: { en: 'History', pt: 'Histórico', uk: 'Історія' },
  type: 'array',
  access: { create: never, update: never },
  admin: {
    readOnly: true,
    position: 'sidebar',
    components: { Field: '/lib/admin-fields/HistoryField#HistoryField' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'at',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'byEmail', label: { en: 'By', pt: 'Por', uk: 'Хто' }, type: 'text' },
        {
          name: 'change',
          type: 'select',
          required: true,
          options: adminOptions({
            status: { en: 'Status', pt: 'Estado', uk: 'Статус' },
            owner: { en: 'Owner', pt: 'Responsável', uk: 'Відповідальний' },
            note: { en: 'Note', pt: 'Nota', uk: 'Нотатка' },
          } satisfies Record<HistoryChange, AdminLabel>),
        },
      ],
    },
    // The user's id, without a foreign key: an entry outlives the account that wrote it.
    { name: 'byId', type: 'number', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text' },
        { name: 'to', type: 'text' },
      ],
    },
    { name: 'note', type: 'textarea' },
  ],
}

/** Free-text notes kept before the history existed: shown read-only where a record has them. */
export const earlierNotesField: Field = {
  name: 'notes',
  type: 'textarea',
  label: { en: 'Earlier notes', pt: 'Notas anteriores', uk: 'Попередні нотатки' },
  access: { update: never, create: never },
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.notes) },
}

/**
 * Adds owner, note and history (with the hook that writes it) to a collection with a `status`: in
 * the sidebar right after the status (or at the sidebar's top), before what sales only read (the
 * delivery's progress, the locale).
 */
export function withWorkflow(collection: CollectionConfig): CollectionConfig {
  const workflow = [ownerField, noteField, earlierNotesField, historyField]
  const status = collection.fields.findIndex((f) => 'name' in f && f.name === 'status')
  const sidebar = collection.fields.findIndex(
    (f) => (f.admin as { position?: string } | undefined)?.position === 'sidebar',
  )
  // After a status of the sidebar, else above the sidebar's first field.
  const at = status >= 0 ? status + 1 : sidebar >= 0 ? sidebar : collection.fields.length
  const fields = [...collection.fields.slice(0, at), ...workflow, ...collection.fields.slice(at)]
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), recordHistory],
    },
    fields,
  }
}
