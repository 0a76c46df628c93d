'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

type Entry = {
  at?: string
  byEmail?: string
  change?: string
  from?: string | null
  to?: string | null
  note?: string | null
}

/** One line per history entry: what changed, who, when. */
export function HistoryRowLabel() {
  const { data } = useRowLabel<Entry>()
  const { t, i18n } = useTranslation()
  const at = data?.at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(data.at),
      )
    : ''
  const what =
    data?.change === 'note'
      ? (data.note ?? '').slice(0, 80)
      : `${data?.change ?? ''}: ${data?.from ?? '—'} → ${data?.to ?? '—'}`
  return (
    <span>
      {(t as unknown as (k: string, v: Record<string, unknown>) => string)(
        'backoffice:historyEntry',
        { change: what, by: data?.byEmail ?? '', at },
      )}
    </span>
  )
}
