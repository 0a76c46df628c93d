import type { CollectionConfig, GlobalConfig } from 'payload'

/** Components of the edit view, for Payload's import map (paths relative to src/). */
export const firstDraftSaveComponent = '/features/backoffice/admin/FirstDraftSave#FirstDraftSave'
export const saveBeforeLeavingComponent =
  '/features/backoffice/admin/SaveBeforeLeaving#SaveBeforeLeaving'
export const scheduleDefaultComponent = '/features/backoffice/admin/ScheduleDefault#ScheduleDefault'

type Drafts = { autosave?: unknown; schedulePublish?: unknown; validate?: boolean }

function draftsOf(config: CollectionConfig | GlobalConfig): Drafts | undefined {
  const drafts = config.versions && typeof config.versions === 'object' && config.versions.drafts
  if (!drafts) return undefined
  return drafts === true ? {} : (drafts as Drafts)
}

/** Adds components beside the document's buttons (collections: `edit`, globals: `elements`). */
function withControls<T extends CollectionConfig | GlobalConfig>(
  config: T,
  kind: 'collection' | 'global',
  add: string[],
): T {
  if (!add.length) return config
  const key = kind === 'collection' ? 'edit' : 'elements'
  const components = (config.admin?.components ?? {}) as Record<
    string,
    { beforeDocumentControls?: unknown[] } | undefined
  >
  const slot = components[key]
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        [key]: {
          ...slot,
          beforeDocumentControls: [...(slot?.beforeDocumentControls ?? []), ...add],
        },
      },
    },
  }
}

/**
 * Nothing an editor types into a document with drafts is lost. A collection with autosave validates
 * its drafts (otherwise Payload's admin stores an empty draft the moment "Create new" opens) and
 * saves a new document's first draft itself once it is valid, asking before leaving until then
 * (`FirstDraftSave`). Once saved (globals always are), what autosave has not stored yet is stored
 * before a link is followed, and a reload asks first (`SaveBeforeLeaving`). Collections without
 * autosave keep Payload's own question before leaving. Scheduling a document never published
 * offers "Publish" first (`ScheduleDefault`).
 */
export function withDraftSafety<T extends CollectionConfig | GlobalConfig>(
  config: T,
  kind: 'collection' | 'global',
): T {
  const drafts = draftsOf(config)
  if (!drafts) return config
  const autosaved = Boolean(drafts.autosave)
  // A collection's new document has no autosave until its first save; a global always exists.
  const firstSave = autosaved && kind === 'collection'
  const withValidation = firstSave
    ? ({
        ...config,
        versions: { ...(config.versions as object), drafts: { ...drafts, validate: true } },
      } as T)
    : config
  return withControls(withValidation, kind, [
    ...(firstSave ? [firstDraftSaveComponent] : []),
    ...(autosaved ? [saveBeforeLeavingComponent] : []),
    ...(drafts.schedulePublish ? [scheduleDefaultComponent] : []),
  ])
}
