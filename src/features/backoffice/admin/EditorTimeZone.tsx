'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { isTimeZone } from '../time-zone'

/**
 * Scheduling starts in the editor's own zone: the user's `timeZone`, else the browser's. Payload's
 * schedule drawer takes its first zone from the configuration (one for everybody, and a date picked
 * there is read in that zone), so the configuration the browser holds is given the editor's zone,
 * added to the list when it is not one of the markets'. A page's navigation hands the browser the
 * configuration again, so this runs again after it.
 */
export function EditorTimeZone({ children }: { children?: ReactNode }) {
  const { config, setConfig } = useConfig()
  const { user } = useAuth()
  const own = (user as { timeZone?: unknown } | null)?.timeZone
  // The login page's configuration (nobody logged in) has no `timezones` at all.
  const timezones = (config.admin as Partial<typeof config.admin> | undefined)?.timezones
  useEffect(() => {
    if (!timezones) return
    const { defaultTimezone, supportedTimezones } = timezones
    const zone = isTimeZone(own) ? own : Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!zone || defaultTimezone === zone) return
    const listed = supportedTimezones.some((option) => option.value === zone)
    setConfig({
      ...config,
      admin: {
        ...config.admin,
        timezones: {
          ...timezones,
          defaultTimezone: zone,
          supportedTimezones: listed
            ? supportedTimezones
            : [{ label: zone.replaceAll('_', ' '), value: zone }, ...supportedTimezones],
        },
      },
    })
  }, [own, config, timezones, setConfig])
  return <>{children}</>
}
