import { env, exports } from 'cloudflare:workers'
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { CONSENT_VERSION } from '../../shared/leadForm/reportFormText'
import type { LeadRow } from '../../shared/leadRules/leadColumns'
import { formAsks, LANGUAGE_FIELD, LEAD_FIELDS, LEAD_INPUTS, type LeadFieldName } from '../../shared/leadRules/leadFields'
import { TestContentService } from '../../tests/support/TestContentService'
import { clientAddresses, downloadOf, validLeadFields } from '../../tests/support/leadSubmission'
import worker from '../index'
import { signDownloadLink } from '../leads/downloadLink'

// Many requests per test, some sequential (the rate limit): timeouts that hold on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
// The demo settings set none of the form's words: they come from the message catalogue.
const text = { ...messagesFor('en').reportForm, consent_version: CONSENT_VERSION }
const client = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).client()

let gated: Story
let gatedDe: Story
let dach: Story
let ungated: Story
/** The asset paths (`/f/…`) of every gated report in every language. */
let gatedFilePaths: string[]

async function reports(language: string, params: Record<string, string> = {}): Promise<Story[]> {
  const query: Record<string, string | number> = { starts_with: `${language}/reports/`, 'filter_query[component][in]': 'report', per_page: 100, ...params }
  const result = await client.get('cdn/stories', query)
  return result.data.stories as Story[]
}

const fileOf = (story: Story) => (story.content.file as { filename: string }).filename
const pathOf = (url: string) => new URL(url).pathname

beforeAll(async () => {
  const gatedEn = await reports('en', { 'filter_query[gated][is]': 'true' })
  gated = gatedEn.find((story) => !story.content.phone_allowed_countries && !story.content.phone_ignored_countries)!
  dach = gatedEn.find((story) => story.content.phone_allowed_countries)!
  gatedDe = (await reports('de', { 'filter_query[gated][is]': 'true' }))[0]!
  ungated = (await reports('en', { 'filter_query[gated][is]': 'false' }))[0]!
  const everyGated = (await Promise.all(['en', 'de', 'fr'].map((language) => reports(language, { 'filter_query[gated][is]': 'true' })))).flat()
  gatedFilePaths = everyGated.map((story) => pathOf(fileOf(story)))
  expect(gatedFilePaths.length).toBeGreaterThanOrEqual(18)
})

/** A distinct client address per call, so that tests do not share the rate limit unless they mean to. */
const clientIp = clientAddresses('198.51.100')

const valid = validLeadFields

function submit(slug: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/reports/${slug}/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'cf-connecting-ip': clientIp(), 'cf-ipcountry': 'DE', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

function postForm(slug: string, fields: Record<string, string>, ip = clientIp()): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/reports/${slug}/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER, 'cf-connecting-ip': ip },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  )
}

function get(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
}

async function rows(email?: string): Promise<LeadRow[]> {
  const statement = email ? env.LEADS.prepare('SELECT * FROM leads WHERE email = ?').bind(email) : env.LEADS.prepare('SELECT * FROM leads')
  return (await statement.all<LeadRow>()).results
}

function leadOf(download: string): string {
  return new URL(download, ORIGIN).searchParams.get('lead') ?? ''
}

describe('POST /api/reports/{slug}/download (JSON)', () => {
  it('stores the lead in D1 and answers a signed link that streams the PDF as an attachment', async () => {
    const body = valid({ email: 'Grace.Hopper@Example.com', marketing: true })
    const response = await submit(gated.slug, body)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const answer = (await response.json()) as { download: string; file_name: string }
    expect(answer.file_name).toBe(pathOf(fileOf(gated)).split('/').pop())
    expect(answer.download).toMatch(new RegExp(`^/api/reports/${gated.slug}/file\\?lang=en&lead=[0-9a-f-]{36}&expires=\\d+&signature=[0-9a-f]{64}$`))

    const [row, ...more] = await rows('grace.hopper@example.com')
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({
      id: leadOf(answer.download),
      language: 'en',
      report_uuid: gated.uuid,
      report_slug: gated.slug,
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      phone: '+49301234567',
      phone_country: 'DE',
      consent_contact: 1,
      consent_version: text.consent_version,
      marketing_opt_in: 1,
      marketing_version: text.consent_version,
      country_hint: 'DE',
      user_agent: 'AppleWebKit Chrome Safari',
    })
    expect(Math.abs(row!.created_at - Date.now())).toBeLessThan(60_000)
    expect(JSON.stringify(row)).not.toContain('198.51.100.')

    const file = await get(answer.download)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${answer.file_name}"`)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    const pdf = await file.text()
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.length).toBeGreaterThan(500)
  })

  it('checks every field on the server with the shared rules: 422 names each invalid field, nothing is stored', async () => {
    const before = (await rows()).length
    const response = await submit(gated.slug, {
      first_name: '',
      last_name: 'x'.repeat(101),
      email: 'not-an-email',
      company: ' ',
      phone: '12',
      consent: false,
      language: 'en',
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: text.summary_error,
      errors: { first_name: 'REQUIRED', last_name: 'TOO_LONG', email: 'EMAIL', company: 'REQUIRED', phone: 'TOO_SHORT', consent: 'CONSENT' },
    })
    expect((await rows()).length).toBe(before)
  })

  it('refuses control, bidirectional and invisible characters (a terminal escape, a reversed name) with the field’s message, and stores nothing', async () => {
    const body = valid({ first_name: 'Ann\u001b]8;;https://evil.example\u0007', company: 'fdp.\u202Eexe Ltd' })
    const response = await submit(gated.slug, body)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ error: text.summary_error, errors: { first_name: 'HIDDEN', company: 'HIDDEN' } })
    expect(await rows(body.email)).toHaveLength(0)
  })

  it.each([
    ['not a number', 'phone please', 'NOT_A_NUMBER'],
    ['an unknown calling code', '+999 1234567', 'INVALID_COUNTRY'],
    ['too short', '+49 30', 'TOO_SHORT'],
    ['too long', '+49 123456789012345678', 'TOO_LONG'],
    ['not matching the country', '+1 123 456 7890', 'INVALID'],
    ['over 250 characters', `+49 30 1234567${' '.repeat(251)}`, 'TOO_LONG'],
  ])('refuses a phone number that is %s', async (_case, phone, problem) => {
    const response = await submit(gated.slug, valid({ phone }))
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({ phone: problem })
  })

  it('a report that allows only some countries refuses numbers from others', async () => {
    const refused = await submit(dach.slug, valid({ phone: '+33 1 23 45 67 89' }))
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({ phone: 'NOT_ALLOWED' })
    expect((await submit(dach.slug, valid({ phone: '+41 44 668 18 00', phone_country: 'CH' }))).status).toBe(200)
  })

  it('a repeat within 24 hours (same email and report) creates no second row and still gets the file', async () => {
    const body = valid()
    const first = (await (await submit(gated.slug, body)).json()) as { download: string }
    const again = await submit(gated.slug, { ...body, email: body.email.toUpperCase(), company: 'Another name' })
    expect(again.status).toBe(200)
    const second = (await again.json()) as { download: string }
    expect(leadOf(second.download)).toBe(leadOf(first.download))
    expect(await rows(body.email)).toHaveLength(1)
    expect((await get(second.download)).status).toBe(200)

    // A day later the same request is a new lead.
    await env.LEADS.prepare('UPDATE leads SET created_at = created_at - ? WHERE email = ?')
      .bind(24 * 60 * 60 * 1000 + 1000, body.email)
      .run()
    const later = (await (await submit(gated.slug, body)).json()) as { download: string }
    expect(leadOf(later.download)).not.toBe(leadOf(first.download))
    expect(await rows(body.email)).toHaveLength(2)
  })

  it('parallel repeats of one submission store one row', async () => {
    const body = valid()
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(gated.slug, body)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const leads = new Set(await Promise.all(answers.map(async (answer) => leadOf(((await answer.json()) as { download: string }).download))))
    expect(leads.size).toBe(1)
    expect(await rows(body.email)).toHaveLength(1)
  })

  it('a honeypot-filled submission is answered like a success, stores nothing, and its link releases nothing', async () => {
    const body = valid({ website: 'https://spam.example' })
    const response = await submit(gated.slug, body)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { download: string }
    expect(await rows(body.email)).toHaveLength(0)
    expect((await get(answer.download)).status).toBe(403)
  })

  it('answers 429 with Retry-After after 10 submissions from one client in 10 minutes; other clients go on', async () => {
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await submit(gated.slug, valid(), { 'cf-connecting-ip': ip })).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const limited = await submit(gated.slug, valid(), { 'cf-connecting-ip': ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    expect(await limited.json()).toEqual({ error: text.rate_limit_error })
    expect((await submit(gated.slug, valid(), { 'cf-connecting-ip': '203.0.113.78' })).status).toBe(200)
    const attempts = await env.LEADS.prepare('SELECT client_hash FROM lead_attempts').all<{ client_hash: string }>()
    expect(attempts.results.every((attempt) => /^[0-9a-f]{64}(:invalid)?$/.test(attempt.client_hash))).toBe(true)
  })

  it('counts an IPv6 client by its /64: ten valid submissions from one network, however its addresses are written, and the next is 429', async () => {
    const statuses: number[] = []
    for (let host = 1; host <= 10; host++)
      statuses.push((await submit(gated.slug, valid(), { 'cf-connecting-ip': `2001:db8:77:0::${host.toString(16)}` })).status)
    statuses.push((await submit(gated.slug, valid(), { 'cf-connecting-ip': '2001:0DB8:0077:0000:ffff:ffff:ffff:fffe' })).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    expect((await submit(gated.slug, valid(), { 'cf-connecting-ip': '2001:db8:77:1::1' })).status).toBe(200)
  })

  it('counts only valid submissions against the limit: a burst of invalid posts from one address does not lock out its next valid one', async () => {
    const ip = '203.0.113.79'
    const invalid: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) invalid.push((await submit(gated.slug, {}, { 'cf-connecting-ip': ip })).status)
    expect(invalid).toEqual(Array(12).fill(422))
    expect((await submit(gated.slug, valid(), { 'cf-connecting-ip': ip })).status).toBe(200)
  })

  it('refuses a post from another site’s page (Sec-Fetch-Site, else Origin) before counting or storing it; the site’s own pages and scripts without either header go on', async () => {
    const ip = '203.0.113.80'
    const body = valid()
    const refusals: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]
    for (const headers of refusals) {
      for (let attempt = 0; attempt < 6; attempt++) {
        const refused = await submit(gated.slug, body, { 'cf-connecting-ip': ip, ...headers })
        expect(refused.status, JSON.stringify(headers)).toBe(403)
        expect(await refused.json()).toEqual({ error: messagesFor('en').errorPage.crossSite })
      }
    }
    expect(await rows(body.email)).toHaveLength(0)
    expect((await submit(gated.slug, body, { 'cf-connecting-ip': ip, 'sec-fetch-site': 'same-origin', origin: ORIGIN })).status).toBe(200)
    expect((await submit(gated.slug, valid(), { 'cf-connecting-ip': ip, origin: ORIGIN })).status).toBe(200)
    expect((await submit(gated.slug, valid(), { 'cf-connecting-ip': ip })).status).toBe(200)
  })

  it('unknown, ungated and draft-only reports are 404; other bad requests get clear 4xx answers', async () => {
    expect((await submit('no-such-report', valid())).status).toBe(404)
    expect((await submit(ungated.slug, valid())).status).toBe(404)
    expect((await submit('freight-outlook-2027', valid())).status).toBe(404)
    expect((await submit('..%2F..%2Fetc', valid())).status).toBe(404)
    expect((await submit(gated.slug, '{"first_name":')).status).toBe(400)
    expect((await submit(gated.slug, '[1,2]')).status).toBe(400)
    expect((await submit(gated.slug, 'first_name=Ada', { 'content-type': 'text/plain' })).status).toBe(400)
    const huge = await submit(gated.slug, valid({ company: 'x'.repeat(17 * 1024) }))
    expect(huge.status).toBe(413)
    expect((await get(`/api/reports/${gated.slug}/download`)).status).toBe(405)
  })

  it('a German form gets German messages and stores the German report', async () => {
    const response = await submit(gatedDe.slug, valid({ language: 'de', email: 'x' }))
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: string }).error).toBe(messagesFor('de').reportForm.summary_error)
    const body = valid({ language: 'de' })
    expect((await submit(gatedDe.slug, body)).status).toBe(200)
    expect(await rows(body.email)).toMatchObject([{ language: 'de', report_uuid: gatedDe.uuid }])
  })
})

describe('the same endpoint without JavaScript (form POST)', () => {
  it('from another site’s page: 403, a page in the browser’s language that says to send the form from its page', async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/reports/${gated.slug}/download`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': BROWSER,
          'cf-connecting-ip': clientIp(),
          'sec-fetch-site': 'cross-site',
          origin: 'https://evil.example',
          'accept-language': 'de-DE,de;q=0.9',
        },
        body: new URLSearchParams({ first_name: 'Ada', email: 'ada@example.com', language: 'en' }),
      }),
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain(messagesFor('de').errorPage.crossSite)
  })

  it('errors: the report page again, 422, with the messages beside the fields and the values filled in', async () => {
    const response = await postForm(gated.slug, {
      first_name: 'Ada <script>',
      last_name: '',
      email: 'ada@',
      company: 'Engines',
      phone: '+49 30',
      phone_country: 'DE',
      language: 'en',
    })
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain(`<h1`)
    expect(html).toContain('value="Ada &lt;script&gt;"')
    expect(html).not.toContain('Ada <script>')
    expect(html).toContain('value="Engines"')
    expect(html).toContain('value="+49 30"')
    for (const message of [text.required_error, text.email_error, text.phone_too_short_error, text.consent_error, text.summary_error])
      expect(html).toContain(message)
    expect(html).toMatch(/aria-invalid="true" aria-describedby="lead-form-[^"]+-last_name-error"/)
    expect(html).toContain('data-island="/assets/islands/LeadForm-')
  })

  it('success: the report page with the thanks and the signed download, which it starts (Refresh) and which is the PDF', async () => {
    const response = await postForm(gated.slug, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `nojs.${crypto.randomUUID()}@example.com`,
      company: 'Engines',
      phone: '030 1234567',
      phone_country: 'DE',
      consent: 'on',
      language: 'en',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const location = downloadOf(response)
    expect(location.startsWith(`/api/reports/${gated.slug}/file?`)).toBe(true)
    const html = await response.text()
    expect(html).toContain(text.success_title)
    expect(html).toContain(`href="${location.replace(/&/g, '&amp;')}"`)
    expect(html).not.toContain('aria-invalid')
    const file = await get(location)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/)
  })
})

describe('a lead’s fields follow LEAD_FIELDS: the form, the server’s rules and the stored row', () => {
  /** A JSON answer's status and the problems it names (none for a taken lead). */
  async function answerOf(response: Response): Promise<{ status: number; errors?: unknown }> {
    return { status: response.status, errors: ((await response.json()) as { errors?: unknown }).errors }
  }

  it('the report’s form has a control for each field it asks for, and each text input its label and its rules as attributes', async () => {
    const html = await (await get(`/reports/${gated.slug}`)).text()
    const form = /<form[^>]*class="lead-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    const names = [...form.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1])
    const asked = (Object.keys(LEAD_FIELDS) as LeadFieldName[]).filter((field) => formAsks('report', field))
    expect(names.toSorted()).toEqual([LANGUAGE_FIELD, ...asked].toSorted())
    for (const input of LEAD_INPUTS) {
      const tag = new RegExp(`<input\\b[^>]*\\bname="${input.name}"[^>]*>`).exec(form)?.[0] ?? ''
      expect(tag, input.name).toContain(`type="${input.type}"`)
      expect(tag, input.name).toContain(`maxLength="${input.maxLength}"`)
      expect(tag.includes('required=""'), input.name).toBe(input.required)
      expect(form, input.name).toContain(`>${text[input.label]}</label>`)
    }
  })

  it('the server checks each text input by its row: one character over its bound, and left empty (refused where it is required)', async () => {
    for (const input of LEAD_INPUTS) {
      const tooLong = await submit(gated.slug, valid({ [input.name]: 'x'.repeat(input.maxLength + 1) }))
      expect(await answerOf(tooLong), input.name).toEqual({ status: 422, errors: { [input.name]: 'TOO_LONG' } })
      const empty = await submit(gated.slug, valid({ [input.name]: '' }))
      expect(await answerOf(empty), input.name).toEqual(input.required ? { status: 422, errors: { [input.name]: 'REQUIRED' } } : { status: 200 })
    }
  })

  it('a taken lead keeps each field in its column: the text inputs trimmed (an e-mail lower-cased), and nothing the report’s form does not ask for', async () => {
    const email = ` Ada.${crypto.randomUUID()}@Example.COM `
    /** Each text input's own words, within its bound. */
    const words = (input: (typeof LEAD_INPUTS)[number]) => (input.type === 'email' ? email.trim().toLowerCase() : input.name.slice(0, input.maxLength))
    const typed = Object.fromEntries(LEAD_INPUTS.map((input) => [input.name, input.type === 'email' ? email : ` ${words(input)} `]))
    expect((await submit(gated.slug, valid({ ...typed, message: 'A message no report form sends', marketing: true }))).status).toBe(200)
    const kept = Object.fromEntries(LEAD_INPUTS.map((input) => [LEAD_FIELDS[input.name].column, words(input)]))
    expect(await rows(email.trim().toLowerCase())).toEqual([
      expect.objectContaining({ ...kept, phone: '+49301234567', phone_country: 'DE', message: '', consent_contact: 1, marketing_opt_in: 1 }),
    ])
  })
})

describe('GET /api/reports/{slug}/file: only signed, unexpired, unaltered links of stored leads', () => {
  async function stored(): Promise<{ download: string; lead: string }> {
    const answer = (await (await submit(gated.slug, valid())).json()) as { download: string }
    return { download: answer.download, lead: leadOf(answer.download) }
  }

  async function expectRefused(path: string): Promise<void> {
    const response = await get(path)
    expect(response.status, path).toBe(403)
    const html = await response.text()
    expect(html).toContain(text.expired_title)
    expect(html).toContain(`href="/reports/${gated.slug}"`)
    expect(html).not.toContain('%PDF')
  }

  it('refuses an expired link', async () => {
    const { lead } = await stored()
    const expired = await signDownloadLink(
      { language: 'en', slug: gated.slug, lead, expires: Math.floor(Date.now() / 1000) - 1 },
      env.DOWNLOAD_SIGNING_SECRET as string,
    )
    await expectRefused(expired)
  })

  it('refuses altered and forged links', async () => {
    const { download, lead } = await stored()
    const url = new URL(download, ORIGIN)
    const altered = (name: string, value: string) => {
      const copy = new URL(url)
      copy.searchParams.set(name, value)
      return copy.pathname + copy.search
    }
    await expectRefused(altered('expires', String(Number(url.searchParams.get('expires')) + 3600)))
    await expectRefused(altered('lead', crypto.randomUUID()))
    await expectRefused(altered('signature', '0'.repeat(64)))
    await expectRefused(altered('signature', 'not hex'))
    const otherSlug = url.pathname.replace(gated.slug, dach.slug)
    expect((await get(otherSlug + url.search)).status).toBe(403)
    const forged = await signDownloadLink({ language: 'en', slug: gated.slug, lead, expires: Math.floor(Date.now() / 1000) + 600 }, 'a-guessed-secret')
    await expectRefused(forged)
    await expectRefused(`/api/reports/${gated.slug}/file`)
    expect((await get(`/api/reports/${gated.slug}/file?${url.searchParams}`)).status).toBe(200)
  })
})

describe('D1 failure', () => {
  it('answers 503 with a clear message, releases no file and writes nothing', async () => {
    const body = valid()
    await env.LEADS.exec('ALTER TABLE leads RENAME TO leads_unavailable')
    try {
      const response = await submit(gated.slug, body)
      expect(response.status).toBe(503)
      const answer = (await response.json()) as Record<string, unknown>
      expect(answer).toEqual({ error: 'We could not save your request, please try again.' })
      expect(JSON.stringify(answer)).not.toContain('/file?')
      const form = await postForm(gated.slug, { ...(body as unknown as Record<string, string>), consent: 'on', marketing: '' })
      expect(form.status).toBe(503)
      expect(form.headers.get('location')).toBeNull()
    } finally {
      await env.LEADS.exec('ALTER TABLE leads_unavailable RENAME TO leads')
    }
    expect(await rows(body.email)).toHaveLength(0)
  })
})

describe('the gated file never reaches a response', () => {
  it('not the report pages (HTML, JSON-LD, island props), lists, sitemaps, feeds, the 422 page or the API answers', async () => {
    const paths = [
      `/reports/${gated.slug}`,
      `/reports/${dach.slug}`,
      `/de/reports/${gatedDe.slug}`,
      '/reports',
      '/reports/1/all',
      '/de/reports',
      '/fr/reports',
      '/blog/rich-text-showcase',
      '/',
      '/sitemap.xml',
      '/sitemaps/en.xml',
      '/sitemaps/de.xml',
      '/sitemaps/fr.xml',
      '/blog/feed.xml',
      '/de/tech/feed.xml',
      '/press/feed.xml',
    ]
    // One after the other: a cold isolate reads at most 5 entries a second, and these are 16 pages never seen.
    const responses: Response[] = []
    for (const path of paths) responses.push(await get(path))
    expect(responses.map((response) => response.status)).toEqual(paths.map(() => 200))
    const bodies = await Promise.all(responses.map((response) => response.text()))
    expect(bodies[paths.indexOf('/sitemaps/en.xml')]).toContain(`/reports/${gated.slug}</loc>`)
    bodies.push(await (await submit(gated.slug, valid())).text())
    bodies.push(await (await postForm(gated.slug, { first_name: 'Ada', language: 'en' })).text())
    bodies.push(await (await submit(gated.slug, valid({ email: 'x' }))).text())
    const reportPage = bodies[0]!
    expect(reportPage).toContain('data-island="/assets/islands/ReportGate-')
    expect(reportPage).toContain('<noscript>')
    for (const body of bodies) for (const path of gatedFilePaths) expect(body.includes(path), path).toBe(false)
    // The ungated report keeps its direct download.
    expect(await (await get(`/reports/${ungated.slug}`)).text()).toContain(`href="${fileOf(ungated)}" download=""`)
  })
})

describe('retention (the daily cron)', () => {
  it('deletes leads older than LEADS_RETENTION_DAYS and keeps newer ones', async () => {
    const old = valid()
    const recent = valid()
    await submit(gated.slug, old)
    await submit(gated.slug, recent)
    const days = Number(env.LEADS_RETENTION_DAYS)
    await env.LEADS.prepare('UPDATE leads SET created_at = ? WHERE email = ?')
      .bind(Date.now() - (days + 1) * 24 * 60 * 60 * 1000, old.email)
      .run()
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '17 3 * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await rows(old.email)).toHaveLength(0)
    expect(await rows(recent.email)).toHaveLength(1)
  })
})
