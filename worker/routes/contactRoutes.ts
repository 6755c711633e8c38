import { Hono, type Context } from 'hono'
import { endTime, startTime } from 'hono/timing'
import { readContactFormText, type ContactFormText } from '../../shared/leadForm/contactFormText'
import type { LeadErrors } from '../../shared/leadRules/leadFields'
import { validateLead } from '../../shared/leadRules/validateLead'
import type { PhoneReading } from '../../shared/leadRules/validatePhone'
import type { SiteSettings } from '../../shared/content/SiteSettings'
import type { AppEnv } from '../config/AppEnv'
import { languageConfig, type LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { settingsOrNull } from '../content/settingsOrNull'
import { clientHash } from '../leads/clientHash'
import { loadContactPage, renderContactPage, type ContactPage } from '../leads/contactPage'
import { d1Step } from '../leads/d1Step'
import { attemptBucket, limitAttempts } from '../leads/limitAttempts'
import { sameSiteForms } from '../leads/sameSiteForms'
import { leadAnswer, leadBodyLimit, siteLanguage, withContent } from '../leads/leadRequest'
import { readLeadBody, type LeadBody } from '../leads/readLeadBody'
import { shortUserAgent } from '../leads/shortUserAgent'
import { keptFields, storeLead, type LeadRecord } from '../leads/storeLead'

/** A contact form's submission, and the page it was sent from. */
interface ContactSubmission {
  ctx: ContentContext
  body: LeadBody
  page: ContactPage
  settings: SiteSettings | null
  config: LanguageConfig
  text: ContactFormText
}

/**
 * The answer to a submission: JSON to a script; to a form posted without JavaScript, its page
 * again with the same status, filled in with the errors and message, or its thanks once taken.
 */
async function reply(
  c: Context<AppEnv>,
  submission: ContactSubmission,
  status: 200 | 422 | 429 | 503,
  { message = '', errors, retryAfter }: { message?: string; errors?: LeadErrors; retryAfter?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = retryAfter ? { 'retry-after': retryAfter } : {}
  const { ctx, body, page, settings, config } = submission
  if (body.json) return leadAnswer(c, status === 200 ? { received: true } : errors ? { error: message, errors } : { error: message }, status, headers)
  const shown = { values: body.values, errors: errors ?? {}, message, ...(status === 200 ? { sent: true } : {}) }
  const response = await renderContactPage(c, ctx, page, { settings, config }, shown, status)
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/** D1 did not answer in time or failed: asked to try again in 30 s. */
const notSaved = (c: Context<AppEnv>, submission: ContactSubmission) => reply(c, submission, 503, { message: submission.text.saving_error, retryAfter: '30' })

/** What a valid contact message stores: its fields tidied (the phone as E.164 with its own country), the page it came from and the wording agreed to. */
function keptContact(c: Context<AppEnv>, { body, page, text }: ContactSubmission, phone: PhoneReading): LeadRecord {
  const { values } = body
  const story = page.loaded.data.story
  return {
    fields: keptFields(values, phone, 'contact'),
    context: {
      kind: 'contact',
      language: page.language,
      report_uuid: story.uuid,
      report_slug: body.page,
      consent_version: text.consent_version,
      marketing_version: text.consent_version,
      country_hint: c.req.header('cf-ipcountry')?.slice(0, 2) ?? null,
      user_agent: shortUserAgent(c.req.header('user-agent')),
    },
  }
}

/** Reads the submission and the page it names: 400 for a body that is no form, 404 for a page that holds no contact form. */
async function readSubmission(c: Context<AppEnv>, ctx: ContentContext): Promise<ContactSubmission | Response> {
  const body = await readLeadBody(c.req.raw)
  if (!body) return leadAnswer(c, { error: 'Send the form as JSON or form-encoded fields.' }, 400)
  const config = languageConfig(c.env)
  const language = siteLanguage(c.env, body.language)
  startTime(c, 'content')
  const [page, settings] = await Promise.all([loadContactPage(ctx, config, language, body.page), settingsOrNull(ctx, language)])
  endTime(c, 'content')
  const text = readContactFormText(settings, language)
  if (!page) return leadAnswer(c, { error: text.not_found_error }, 404)
  return { ctx, body, page, settings, config, text }
}

async function contactForm(c: Context<AppEnv>, ctx: ContentContext): Promise<Response> {
  const submission = await readSubmission(c, ctx)
  if (submission instanceof Response) return submission
  const secret = c.env.LEADS_IP_HASH_SECRET
  if (!secret) {
    console.error('LEADS_IP_HASH_SECRET is not set')
    return notSaved(c, submission)
  }
  const now = Date.now()
  const check = validateLead(submission.body.values, { allowed: [], ignored: [] }, 'contact')
  const client = await clientHash(c.req.header('cf-connecting-ip'), secret)
  startTime(c, 'limit')
  const attempt = await d1Step('limit', () => limitAttempts(c.env.LEADS, attemptBucket(c.env, client, check.ok), now))
  endTime(c, 'limit')
  if (!attempt) return notSaved(c, submission)
  if (!attempt.value.allowed)
    return reply(c, submission, 429, { message: submission.text.rate_limit_error, retryAfter: String(attempt.value.retryAfterSeconds) })
  if (!check.ok) return reply(c, submission, 422, { message: submission.text.summary_error, errors: check.errors })
  // A bot filled the honeypot: it is thanked like anyone else, and nothing is stored.
  if (submission.body.values.website.trim() !== '') return reply(c, submission, 200)
  startTime(c, 'store')
  const stored = await d1Step('store', () => storeLead(c.env.LEADS, keptContact(c, submission, check.phone), now))
  endTime(c, 'store')
  if (!stored) return notSaved(c, submission)
  return reply(c, submission, 200)
}

/**
 * The contact form (docs/security.md, "Leads"): `POST /api/contact` takes the form (JSON or
 * form-encoded) with the page it sits on, checks it with the report form's rules and a message,
 * under the same rate limit, and stores it in D1 before it thanks the visitor.
 */
export const contactRoutes = new Hono<AppEnv>()
  .post('/', sameSiteForms, leadBodyLimit, (c) => withContent(c, contactForm))
  .all('/', (c) => c.json({ error: 'The form is POSTed.' }, 405, { allow: 'POST' }))
