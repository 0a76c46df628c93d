import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { JsonLd, serializeJsonLd } from './JsonLd'

describe('JSON-LD', () => {
  it('keeps a hostile name inside the script element, as data that parses back unchanged', () => {
    const name = 'Station </script><script>alert(1)</script> & <!-- \u2028'
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'Place', name }} />)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const body = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(body).name).toBe(name)
    expect(JSON.parse(serializeJsonLd({ name })).name).toBe(name)
  })
})
