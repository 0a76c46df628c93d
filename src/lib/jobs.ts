import type { JobsConfig } from 'payload'

import { formJobs } from '@/features/forms/jobs'

/**
 * The one jobs configuration of the site: the forms' delivery queue (its own schedule, see
 * features/forms/jobs.ts) and the default queue, where Payload puts scheduled publishing (news).
 * Jobs never run in the build, nor in test workers (forms' rule; tests run them explicitly).
 */
export function siteJobs(): JobsConfig {
  const forms = formJobs()
  const formsAutoRun = Array.isArray(forms.autoRun) ? forms.autoRun : []
  return {
    ...forms,
    autoRun: [...formsAutoRun, { cron: '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: async (payload) =>
      process.env.NEXT_PHASE !== 'phase-production-build' && (forms.shouldAutoRun ? await forms.shouldAutoRun(payload) : true),
  }
}
