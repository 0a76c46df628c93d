import { rssFeed } from '@/features/news/rss'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return rssFeed((await params).locale)
}
