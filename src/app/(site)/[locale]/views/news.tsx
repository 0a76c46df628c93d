import {
  ArticlePage,
  articleMetadata,
  NewsIndexPage,
  newsIndexMetadata,
} from '@/features/news/pages'
import type { PageView } from '@/features/site/view'

import { routeProps } from './shared'

export const views = {
  news: {
    metadata: (props) => newsIndexMetadata(routeProps(props)),
    render: (props) => NewsIndexPage(routeProps(props)),
  },
  article: {
    metadata: (props) => articleMetadata(routeProps(props)),
    render: (props) => ArticlePage(routeProps(props)),
  },
} satisfies Record<string, PageView>
