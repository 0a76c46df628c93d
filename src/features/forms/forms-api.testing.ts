import { NextRequest } from 'next/server'
import { afterAll, beforeAll } from 'vitest'

import { freePort } from '../../../scripts/lib/serve.mjs'
import { testPayload } from '../../../tests/support/payload'
import { testSmtpServer } from '../../../tests/support/smtp'

import type { SubmissionCollection } from './definitions'

/**
 * For the form endpoint's integration tests: a raw submission to its route handler on the file's
 * database, as any client could send it, and the mail server deliveries go to. (Test support; never
 * imported by the site.)
 */
const formsRoute = await import('@/app/api/v1/forms/[form]/handler')

/**
 * A raw submission to `POST /api/v1/forms/{form}` from one client address (the header the production
 * server sets from the socket). Tests submit far more than a visitor would: a file raises
 * FORMS_RATE_LIMIT (the limiter itself is covered by submissions.int.test.ts).
 */
export const postForm = (form: string, body: string, contentType = 'application/json') =>
  formsRoute.POST(
    new NextRequest(`http://localhost/api/v1/forms/${form}`, {
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'x-client-ip': '198.51.100.7',
      },
      body,
    }),
    { params: Promise.resolve({ form }) },
  )

/** How many records a form's collection holds. */
export const storedCount = async (collection: SubmissionCollection) =>
  (await (await testPayload()).count({ collection, overrideAccess: true })).totalDocs

/**
 * A test SMTP server for this file, where valid submissions are delivered (SMTP_URL points at it
 * while the file runs). Call at the top of the file.
 */
export function mailServerForFile() {
  let smtp: ReturnType<typeof testSmtpServer> | undefined
  beforeAll(async () => {
    smtp = testSmtpServer(await freePort())
    await smtp.start()
    process.env.SMTP_URL = smtp.url
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await smtp?.stop()
  })
  return {
    get messages() {
      return smtp?.messages ?? []
    },
  }
}
