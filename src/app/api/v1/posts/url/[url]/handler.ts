import type { NextRequest } from 'next/server'

import { postByUrlHandler } from '@/features/news/routes'
import { withApiErrors } from '@/lib/http'

export const dynamic = 'force-dynamic'
export const GET = withApiErrors(
  async (request: NextRequest, { params }: { params: Promise<{ url: string }> }) =>
    postByUrlHandler(request, (await params).url),
)
