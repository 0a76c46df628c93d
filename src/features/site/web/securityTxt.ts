/** How long a published security.txt stays valid; RFC 9116 advises less than a year. */
const securityTxtValidDays = 180

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability (the support e-mail of
 * the site settings), until when the file holds, its canonical address and the languages we read.
 * The file is generated on request, so Expires moves forward with it and the contact follows the
 * back office.
 */
export function securityTxt({
  email,
  origin,
  now = new Date(),
}: {
  email: string
  origin: string
  now?: Date
}): string {
  const expires = new Date(now.getTime() + securityTxtValidDays * 86_400_000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    'Preferred-Languages: en, pt, uk',
    '',
  ].join('\n')
}
