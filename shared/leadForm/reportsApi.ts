/** Where the gated reports' API is mounted (worker/app.ts). */
export const REPORTS_API_PATH = '/api/reports'

/** Its routes: a report's form is POSTed to `download`; a signed link GETs the `file`. */
export const REPORTS_API_ROUTES = { download: '/:slug/download', file: '/:slug/file' } as const

/** The address of a report's API route: `/api/reports/{slug}/download`. */
export function reportsApiAddress(route: keyof typeof REPORTS_API_ROUTES, slug: string): string {
  return REPORTS_API_PATH + REPORTS_API_ROUTES[route].replace(':slug', encodeURIComponent(slug))
}
