import { UnsubscribePage } from '@/features/privacy/UnsubscribePage'
import type { PageView } from '@/features/site/view'

import { one, page } from './shared'

export const views = {
  unsubscribe: page(
    'unsubscribe',
    async ({ locale, query }) => {
      const state = one(query.state)
      return (
        <UnsubscribePage
          locale={locale}
          token={one(query.token) ?? ''}
          state={state === 'done' || state === 'invalid' ? state : 'ask'}
        />
      )
    },
    false,
  ),
} satisfies Record<string, PageView>
