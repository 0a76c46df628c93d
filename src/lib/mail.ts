import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

type Env = Record<string, string | undefined>

/**
 * The sender of the site's e-mail: SMTP_FROM (`"Name" <address>`, `Name <address>` or a bare
 * address), else `no-reply@<SITE_URL host>` named after the brand.
 */
export function mailSender(
  env: Env = process.env,
  brand = 'Voltra',
): { name: string; address: string } {
  const from = env.SMTP_FROM?.trim()
  if (from) {
    const match = /^(?:"?([^"<]*?)"?\s*)?<([^<>\s]+)>$/.exec(from)
    if (match) return { name: match[1]?.trim() || brand, address: match[2]! }
    return { name: brand, address: from }
  }
  const host = env.SITE_URL ? new URL(env.SITE_URL).hostname : 'localhost'
  return { name: brand, address: `no-reply@${host}` }
}

/**
 * Payload's own e-mail (forgot password, account verification) through the SMTP server the forms
 * deliver with (SMTP_URL). Without SMTP_URL Payload only logs that a mail was not sent. The
 * connection is not tested at boot: a mail server that is down then must not stop the site from
 * starting.
 */
export function payloadEmail(env: Env = process.env) {
  if (!env.SMTP_URL) return undefined
  const sender = mailSender(env)
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    transport: nodemailer.createTransport(env.SMTP_URL),
    skipVerify: true,
  })
}
