import { receiveCspReports } from '@/features/site/csp-reports'
import { withApiErrors } from '@/lib/http'

/** Browsers' reports of what the site's policies blocked (src/features/site/csp-reports.ts). */
export const POST = withApiErrors(receiveCspReports)
