import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { jsonTextareaComponent, withSelfHostedEditors } from './self-hosted-editors'

const editorOf = (field: Field | undefined) =>
  (field as { admin?: { components?: { Field?: unknown } } } | undefined)?.admin?.components?.Field

describe('withSelfHostedEditors', () => {
  it('gives json and code fields without an editor the textarea one, nested ones too, and keeps custom editors', () => {
    const config: CollectionConfig = {
      slug: 'things',
      fields: [
        { name: 'data', type: 'json' },
        { name: 'custom', type: 'json', admin: { components: { Field: '/custom#Custom' } } },
        { name: 'group', type: 'group', fields: [{ name: 'snippet', type: 'code' }] },
        { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'inTab', type: 'json' }] }] },
        {
          name: 'blocks',
          type: 'blocks',
          blocks: [{ slug: 'b', fields: [{ name: 'inBlock', type: 'json' }] }],
        },
        { name: 'title', type: 'text' },
      ],
    }
    const [data, custom, group, tabs, blocks, title] = withSelfHostedEditors(config)
      .fields as Field[]
    expect(editorOf(data)).toBe(jsonTextareaComponent)
    expect(editorOf(custom)).toBe('/custom#Custom')
    expect(editorOf((group as { fields: Field[] }).fields[0])).toBe(jsonTextareaComponent)
    expect(editorOf((tabs as { tabs: { fields: Field[] }[] }).tabs[0]!.fields[0])).toBe(
      jsonTextareaComponent,
    )
    expect(editorOf((blocks as { blocks: { fields: Field[] }[] }).blocks[0]!.fields[0])).toBe(
      jsonTextareaComponent,
    )
    expect(editorOf(title)).toBeUndefined()
  })
})
