/**
 * Where browsers report what the site's policies blocked: an endpoint of the site itself
 * (`src/app/api/v1/csp-reports`), named twice in every policy: `report-to` (the Reporting API, with
 * the `Reporting-Endpoints` header every answer carries) and `report-uri` (browsers without it).
 * Both are relative, so they name the address the visitor reached, whatever SITE_URL says.
 */
export const cspReportPath = '/api/v1/csp-reports'

/** The endpoint's name in `Reporting-Endpoints` and `report-to`. */
export const reportGroup = 'csp'

/** The last directives of every policy the site sends. */
export const reportDirectives: readonly string[] = [
  `report-uri ${cspReportPath}`,
  `report-to ${reportGroup}`,
]

export const reportingEndpointsHeader = {
  key: 'Reporting-Endpoints',
  value: `${reportGroup}="${cspReportPath}"`,
}
