/* What a role may not see: 403, shown in the back office's frame (features/backoffice/not-allowed.ts). */
import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'

import { importMap } from '../importMap.js'

const Forbidden = () =>
  RootPage({
    config,
    params: Promise.resolve({ segments: ['not-allowed'] }),
    searchParams: Promise.resolve({}),
    importMap,
  })

export default Forbidden
