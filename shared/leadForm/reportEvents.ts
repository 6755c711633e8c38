/** The analytics moments of the gated-download form (`site:analytics` events). */
export const REPORT_EVENTS = {
  opened: 'Report form opened',
  submitted: 'Report form submitted',
  /** With `fields`: the names of the invalid fields, never their values. */
  failed: 'Report form failed',
  downloaded: 'File downloaded',
} as const
