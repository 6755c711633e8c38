import type { LANGUAGE_FIELD, LeadErrors, LeadValues, PAGE_FIELD } from '../leadRules/leadFields'
import type { CountryCode } from '../leadRules/phoneCountries'
import type { ReportFormText } from './reportFormText'
import type { LeadAnswer } from './LeadAnswer'

/** What a posted lead came to: stored (with a report's download), the fields the worker refused, or a failure to show (and whether to offer a retry). */
export type LeadPostResult =
  | { kind: 'stored'; download: { href: string; fileName: string } | null }
  | { kind: 'invalid'; errors: LeadErrors }
  | { kind: 'failed'; message: string; retry: boolean }

const MESSAGE_BY_STATUS = { 404: 'not_found_error', 429: 'rate_limit_error' } as const satisfies Record<number, keyof ReportFormText>

/** Posts the form as JSON to the lead endpoint (LeadAnswer) and reads its answer for people. */
export async function postLead(
  action: string,
  body: LeadValues & { phone_country: CountryCode } & Record<typeof LANGUAGE_FIELD, string> & Partial<Record<typeof PAGE_FIELD, string>>,
  text: ReportFormText,
): Promise<LeadPostResult> {
  let response: Response
  try {
    response = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'failed', message: text.network_error, retry: true }
  }
  const answer = (await response.json().catch(() => ({}))) as LeadAnswer
  if (response.ok && 'download' in answer) return { kind: 'stored', download: { href: answer.download, fileName: answer.file_name } }
  if (response.ok && 'received' in answer) return { kind: 'stored', download: null }
  if ('errors' in answer) return { kind: 'invalid', errors: answer.errors }
  const retry = response.status >= 500
  const known = MESSAGE_BY_STATUS[response.status as keyof typeof MESSAGE_BY_STATUS]
  return { kind: 'failed', message: known ? text[known] : retry ? text.saving_error : text.network_error, retry }
}
