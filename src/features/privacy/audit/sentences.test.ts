import { describe, expect, it } from 'vitest'

import { auditActions } from './AuditLog'
import { auditSentence } from './sentences'

describe('an audit entry as a sentence', () => {
  it('says who did what and how it ended, without codes', () => {
    expect(
      auditSentence(
        { action: 'login-failed', actorEmail: 'a@example.com', outcome: 'n (401)' },
        'en',
      ),
    ).toBe('A login as a@example.com was refused: wrong e-mail or password.')
    expect(
      auditSentence(
        { action: 'second-factor-failed', actorEmail: 's@example.com', outcome: 'wrong code' },
        'pt',
      ),
    ).toBe('s@example.com introduziu um código errado.')
    expect(
      auditSentence(
        {
          action: 'role-changed',
          actorEmail: 'admin@example.com',
          subject: 'e@example.com',
          outcome: 'update',
          details: { from: ['editor'], to: ['editor', 'sales'] },
        },
        'en',
      ),
    ).toBe('admin@example.com changed the roles of e@example.com: editor → editor, sales.')
    expect(
      auditSentence(
        {
          action: 'person-exported',
          actorEmail: 'dpo@example.com',
          subject: 'j•••@example.com',
          outcome: 'json',
          details: { records: [{ collection: 'leads', id: 1 }] },
        },
        'uk',
      ),
    ).toBe('dpo@example.com: експортовано 1 запис j•••@example.com як файл для особи (JSON).')
    expect(
      auditSentence(
        {
          action: 'person-viewed',
          actorEmail: 'x@example.com',
          details: { found: { leads: 2, orders: 3 } },
        },
        'en',
      ),
    ).toBe('x@example.com looked up the records of —: 5 records found.')
  })

  it('has a sentence for every action in every language, with no placeholder left', () => {
    for (const language of ['en', 'pt', 'uk'])
      for (const action of auditActions) {
        const text = auditSentence({ action, actorEmail: 'a@example.com' }, language)
        expect(text, `${language} ${action}`).not.toMatch(/\{\{|\}\}|^[a-z-]+$/)
      }
  })
})
