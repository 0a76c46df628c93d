import { placeholderPage } from '@/features/site/PlaceholderPage'
import { requireStationQuery, type StationQuery } from '@/features/site/guards'
import type { LocaleParams } from '@/features/site/params'

const placeholder = placeholderPage('session')
export const generateMetadata = placeholder.generateMetadata

export default async function Page(props: LocaleParams & { searchParams: Promise<StationQuery> }) {
  requireStationQuery(await props.searchParams)
  return placeholder.Page(props)
}
