import { describe, expect, it } from 'vitest'

import { namesTag } from './shared-page'

describe('a client’s validator', () => {
  it('names a page in any encoding, and a tag holding its own dash whole', () => {
    const tag = 'ZhE21zRdspBUdXHpOh1ZP-CuF-W'
    for (const header of [`"${tag}"`, `"${tag}-br"`, `W/"${tag}-gzip"`, `"x", "${tag}-br"`, '*'])
      expect(namesTag(header, tag), header).toBe(true)
    for (const header of [undefined, '', '"ZhE21zRdspBUdXHpOh1ZP"', `"${tag}-zstd"`, '"other"'])
      expect(namesTag(header, tag), String(header)).toBe(false)
  })
})
