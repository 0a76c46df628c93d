import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

/** Where the textarea editor lives, for Payload's import map (paths relative to src/). */
export const jsonTextareaComponent = '/lib/admin-fields/JsonTextareaField#JsonTextareaField'

function withEditor(field: Field): Field {
  if (field.type === 'json' || field.type === 'code') {
    if (field.admin?.components?.Field) return field
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Field: jsonTextareaComponent },
      },
    } as Field
  }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(withEditor) } as Field
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withEditor) })),
    }
  if (field.type === 'blocks' && field.blocks)
    return {
      ...field,
      blocks: field.blocks.map((block: Block) => ({
        ...block,
        fields: block.fields.map(withEditor),
      })),
    }
  return field
}

/**
 * Gives every `json` and `code` field that has no editor of its own the site's textarea editor.
 * Payload's default editor loads Monaco from a public CDN, which the back office's CSP blocks (and
 * which a back office should not depend on); applied to the whole config, a field added later is
 * covered too.
 */
export function withSelfHostedEditors<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: config.fields.map(withEditor) }
}
