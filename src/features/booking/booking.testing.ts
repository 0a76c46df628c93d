import type { Payload } from 'payload'

import { memoryRateLimiter } from '@/lib/rate-limit'

import type { BookingContext } from './request'

/** For the booking's integration tests: salespeople and a request's context. (Test support.) */

let seq = 0
/** A salesperson (a user with role sales) and their availability, every day 09:00–17:00. */
export async function salesperson(
  payload: Payload,
  {
    name,
    timeZone,
    languages = ['en', 'pt', 'uk'],
    bufferMinutes = 10,
  }: {
    name: string
    timeZone: string
    languages?: ('en' | 'pt' | 'uk')[]
    bufferMinutes?: number
  },
) {
  seq += 1
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${name.toLowerCase()}.${seq}@voltra.example`,
      password: `Pw-${name}-${seq}-long-enough`,
      name,
      roles: ['sales'],
    },
    overrideAccess: true,
  })
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
  const availability = await payload.create({
    collection: 'sales-availability',
    data: {
      salesperson: user.id,
      label: name,
      timeZone,
      languages,
      weeklyHours: days.map((day) => ({ day, from: '09:00', to: '17:00' })),
      meetingMinutes: 30,
      bufferMinutes,
      noticeMinutes: 60,
      horizonDays: 14,
      meetingLink: `https://meet.example/${name.toLowerCase()}`,
    },
    overrideAccess: true,
  })
  return { user, availability }
}

export const bookingContext = (
  ip: string,
  extra: Partial<BookingContext> = {},
): BookingContext => ({
  ip,
  contentType: 'application/json',
  acceptLanguage: 'en',
  limiter: memoryRateLimiter(1000, 60_000),
  secret: 'booking-test-secret',
  ...extra,
})

export const visitor = {
  name: 'João Silva',
  email: 'joao@frota.example',
  company: 'Frota Verde',
  timeZone: 'Europe/Lisbon',
  locale: 'pt',
}
