import type { LeadErrors } from '../leadRules/leadFields'

/** What `POST /api/reports/{slug}/download` and `POST /api/contact` answer a JSON request. */
export type LeadAnswer =
  /** 200: the lead is stored; `download` is the signed file address (10 minutes). */
  | { download: string; file_name: string }
  /** 200: the contact form's message is stored. */
  | { received: true }
  /** 422: the invalid fields and their problems. */
  | { error: string; errors: LeadErrors }
  /** 400, 404, 413, 429, 503: what went wrong, for people. */
  | { error: string }
