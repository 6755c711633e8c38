import { Hono, type Context } from 'hono'
import { endTime, startTime } from 'hono/timing'
import { readReportFormText } from '../../shared/leadForm/readReportFormText'
import { REPORTS_API_ROUTES } from '../../shared/leadForm/reportsApi'
import { validateLead } from '../../shared/leadRules/validateLead'
import type { LeadErrors } from '../../shared/leadRules/leadFields'
import type { PhoneReading } from '../../shared/leadRules/validatePhone'
import type { ReportFormText } from '../../shared/leadForm/reportFormText'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { Story } from '../../shared/content/storyblok'
import type { AppEnv } from '../config/AppEnv'
import type { ContentContext } from '../content/ContentContext'
import { settingsOrNull } from '../content/settingsOrNull'
import { clientHash } from '../leads/clientHash'
import { DOWNLOAD_LINK_TTL_SECONDS, signDownloadLink, verifyDownloadLink } from '../leads/downloadLink'
import { renderLeadFormPage, renderLinkRefusedPage } from '../leads/leadPages'
import { attemptBucket, limitAttempts } from '../leads/limitAttempts'
import { loadGatedReport } from '../leads/loadGatedReport'
import { readLeadBody, type LeadBody } from '../leads/readLeadBody'
import { d1Step } from '../leads/d1Step'
import { readReportFile, reportFileName, ReportFileError } from '../leads/readReportFile'
import { shortUserAgent } from '../leads/shortUserAgent'
import { keptFields, leadExists, storeLead, type LeadRecord } from '../leads/storeLead'
import { sameSiteForms } from '../leads/sameSiteForms'
import { leadAnswer, leadBodyLimit, leadSecrets, NO_STORE, siteLanguage, withContent } from '../leads/leadRequest'

/** A submission and what it was checked against, for answering it. */
interface Submission {
  ctx: ContentContext
  body: LeadBody
  language: string
  slug: string
  /** The report's story, as read for the submission: a page shown again is drawn from it. */
  story: Story
  settings: SiteSettings | null
}

/**
 * A submission that is not taken (invalid, too many, or not saved): a script gets the message
 * (and the fields' problems) as JSON; a form posted without JavaScript gets the report page
 * again with the same status, every typed value filled in and the message in its language.
 */
async function notTaken(
  c: Context<AppEnv>,
  submission: Submission,
  status: 422 | 429 | 503,
  message: string,
  { errors, retryAfter }: { errors?: LeadErrors; retryAfter?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = retryAfter ? { 'retry-after': retryAfter } : {}
  if (submission.body.json) return leadAnswer(c, errors ? { error: message, errors } : { error: message }, status, headers)
  const { ctx, body, settings } = submission
  const page = await renderLeadFormPage(c, ctx, submission, settings, { values: body.values, errors: errors ?? {}, message }, status)
  for (const [name, value] of Object.entries(headers)) page.headers.set(name, value)
  return page
}

/** D1 did not answer in time or failed: asked to try again in 30 s. */
const notSaved = (c: Context<AppEnv>, submission: Submission, text: ReportFormText) => notTaken(c, submission, 503, text.saving_error, { retryAfter: '30' })

/** What a valid submission stores: its fields tidied (the phone as E.164 with its own country), the report and the wording agreed to. */
function keptLead(c: Context<AppEnv>, { body, language, slug }: Submission, reportUuid: string, phone: PhoneReading, consentVersion: string): LeadRecord {
  const { values } = body
  return {
    fields: keptFields(values, phone, 'report'),
    context: {
      kind: 'report',
      language,
      report_uuid: reportUuid,
      report_slug: slug,
      consent_version: consentVersion,
      // One wording holds both the consent and the marketing opt-in.
      marketing_version: consentVersion,
      country_hint: c.req.header('cf-ipcountry')?.slice(0, 2) ?? null,
      user_agent: shortUserAgent(c.req.header('user-agent')),
    },
  }
}

async function downloadForm(c: Context<AppEnv>, ctx: ContentContext): Promise<Response> {
  const slug = c.req.param('slug') ?? ''
  const body = await readLeadBody(c.req.raw)
  if (!body) return leadAnswer(c, { error: 'Send the form as JSON or form-encoded fields.' }, 400)
  const language = siteLanguage(c.env, body.language)
  startTime(c, 'content')
  const [found, settings] = await Promise.all([loadGatedReport(ctx, language, slug), settingsOrNull(ctx, language)])
  endTime(c, 'content')
  const text = readReportFormText(settings, language)
  if (!found) return leadAnswer(c, { error: text.not_found_error }, 404)
  const submission: Submission = { ctx, body, language, slug, story: found.story, settings }
  const secrets = leadSecrets(c.env)
  if (!secrets) {
    console.error('DOWNLOAD_SIGNING_SECRET or LEADS_IP_HASH_SECRET is not set')
    return notSaved(c, submission, text)
  }

  const now = Date.now()
  const check = validateLead(body.values, found.report.phoneRules)
  const client = await clientHash(c.req.header('cf-connecting-ip'), secrets.ip)
  startTime(c, 'limit')
  const attempt = await d1Step('limit', () => limitAttempts(c.env.LEADS, attemptBucket(c.env, client, check.ok), now))
  endTime(c, 'limit')
  if (!attempt) return notSaved(c, submission, text)
  if (!attempt.value.allowed) return notTaken(c, submission, 429, text.rate_limit_error, { retryAfter: String(attempt.value.retryAfterSeconds) })
  if (!check.ok) return notTaken(c, submission, 422, text.summary_error, { errors: check.errors })

  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS
  const fileName = reportFileName(found.report.file.src)
  let lead: string
  if (body.values.website.trim() !== '') {
    // A bot filled the honeypot: it is answered like anyone else, but nothing is stored and its link releases nothing.
    lead = crypto.randomUUID()
  } else {
    startTime(c, 'store')
    const stored = await d1Step('store', () => storeLead(c.env.LEADS, keptLead(c, submission, found.story.uuid, check.phone, text.consent_version), now))
    endTime(c, 'store')
    if (!stored) return notSaved(c, submission, text)
    lead = stored.value.id
  }
  const download = await signDownloadLink({ language, slug, lead, expires }, secrets.signing)
  if (body.json) return leadAnswer(c, { download, file_name: fileName }, 200)
  return downloadPage(c, submission, download)
}

/**
 * A form posted without JavaScript that was taken: the report page with the thanks and the file's link in the form's place
 * (no error of an earlier try stays on the screen), at the form's anchor, and the download started (`Refresh` to the file,
 * which comes as an attachment: the page stays).
 */
async function downloadPage(c: Context<AppEnv>, submission: Submission, download: string): Promise<Response> {
  const { ctx, body, settings } = submission
  const page = await renderLeadFormPage(c, ctx, submission, settings, { values: body.values, errors: {}, message: '', download }, 200)
  page.headers.set('refresh', `0; url=${download}`)
  return page
}

async function downloadFile(c: Context<AppEnv>, ctx: ContentContext): Promise<Response> {
  const slug = c.req.param('slug') ?? ''
  const query = new URL(c.req.url).searchParams
  const language = siteLanguage(c.env, query.get('lang') ?? undefined)
  const secret = c.env.DOWNLOAD_SIGNING_SECRET
  const check = secret ? await verifyDownloadLink(slug, query, secret, Math.floor(Date.now() / 1000)) : null
  const refuse = async () => renderLinkRefusedPage(c, language, slug, await settingsOrNull(ctx, language))
  if (!check?.ok) return refuse()
  const stored = await d1Step('check link', () => leadExists(c.env.LEADS, check.grant.lead, slug))
  if (!stored) return c.text('We could not check your download link, please try again.', 503, { ...NO_STORE, 'retry-after': '30' })
  if (!stored.value) return refuse()
  const found = await loadGatedReport(ctx, language, slug)
  if (!found) return refuse()
  let file: Response
  try {
    file = await readReportFile(ctx.source, found.report.file.src)
  } catch (error) {
    if (!(error instanceof ReportFileError)) throw error
    console.error('report file unavailable', error)
    return c.text('The report file cannot be read right now, please try again.', 503, { ...NO_STORE, 'retry-after': '30' })
  }
  const headers: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${reportFileName(found.report.file.src)}"`,
    'x-content-type-options': 'nosniff',
    ...NO_STORE,
  }
  const length = file.headers.get('content-length')
  if (length) headers['content-length'] = length
  return new Response(file.body, { status: 200, headers })
}

/**
 * Gated reports (docs/security.md, "Leads"): `POST /api/reports/{slug}/download` takes the form (JSON or
 * form-encoded), stores the lead in D1 and answers the signed download link (JSON) or the report
 * page with its thanks, which starts the download (form post); `GET /api/reports/{slug}/file` streams the PDF for a valid link.
 */
export const leadRoutes = new Hono<AppEnv>()
  .post(REPORTS_API_ROUTES.download, sameSiteForms, leadBodyLimit, (c) => withContent(c, downloadForm))
  .get(REPORTS_API_ROUTES.file, (c) => withContent(c, downloadFile))
  .all(REPORTS_API_ROUTES.download, (c) => c.json({ error: 'The form is POSTed.' }, 405, { allow: 'POST' }))
  .all(REPORTS_API_ROUTES.file, (c) => c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' }))
