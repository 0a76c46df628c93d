import { describe, expect, it } from 'vitest'

import { checkComment } from './commentRules'

describe('comment checks', () => {
  it('bounds a comment', () => {
    expect(checkComment({ authorName: ' Olena  K. ', body: ' Good \r\n place ' })).toEqual({
      ok: true,
      value: { authorName: 'Olena K.', body: 'Good \n place' },
    })
    expect(checkComment({ authorName: 'Olena', body: 'no\u0007' })).toEqual({
      ok: false,
      field: 'body',
    })
    expect(checkComment({ authorName: ['x'], body: 'Good place' })).toEqual({
      ok: false,
      field: 'authorName',
    })
  })
})
