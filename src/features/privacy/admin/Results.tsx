'use client'

import { Button, useTranslation } from '@payloadcms/ui'

import { backofficeT } from '@/i18n/backoffice/keys'
import { pv } from '@/i18n/backoffice/screens/privacy'

import { ConfirmDialog } from './ConfirmDialog'
import { FoundRecords, useRecordNames } from './FoundRecords'
import { flaggedAmong } from './found'
import { ResultNotes } from './ResultNotes'
import type { usePersonRequest } from './usePersonRequest'

type Request = ReturnType<typeof usePersonRequest>

/** "Tick all", "Tick none", how many are chosen, and the actions on them. */
function ChoiceBar({ request }: { request: Request }) {
  const t = backofficeT(useTranslation().t)
  const total = request.search?.records.length ?? 0
  const button = (label: Parameters<typeof pv>[0], onClick: () => void) => (
    <Button buttonStyle="secondary" onClick={onClick} margin={false}>
      {t(pv(label))}
    </Button>
  )
  return (
    <>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        {button('tickAll', () => request.tickAll(true))}
        {button('tickNone', () => request.tickAll(false))}
      </div>
      <p data-person-chosen>{t(pv('chosen'), { count: request.chosen.size, total })}</p>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        {button('exportJson', () => request.ask('json'))}
        {button('exportCsv', () => request.ask('csv'))}
        {button('anonymise', () => request.ask('anonymise'))}
        {button('erase', () => request.ask('erase'))}
      </div>
    </>
  )
}

/** What a search found: the notes, the records with a choice each, the actions and their dialog. */
export function Results({ request }: { request: Request }) {
  const { search, chosen, asking } = request
  const { kindOf, recordOf } = useRecordNames()
  if (!search) return null
  const count = search.records.length
  return (
    <section aria-live="polite" data-person-results={count}>
      <ResultNotes search={search} />
      {count ? (
        <>
          <FoundRecords
            records={search.records}
            chosen={chosen}
            toggle={request.toggle}
            kindOf={kindOf}
            recordOf={recordOf}
          />
          <ChoiceBar request={request} />
          {asking ? (
            <ConfirmDialog
              key={asking}
              action={asking}
              flagged={flaggedAmong(search.records, chosen)}
              count={chosen.size}
              busy={request.busy}
              recordName={(r) => `${kindOf(r.collection)} ${recordOf(r)}`}
              onConfirm={(confirmed) => void request.act(asking, confirmed)}
              onCancel={request.cancel}
            />
          ) : null}
        </>
      ) : null}
    </section>
  )
}
