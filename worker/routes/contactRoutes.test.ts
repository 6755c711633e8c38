import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { CONSENT_VERSION } from '../../shared/leadForm/reportFormText'
import { clientAddresses, validLeadFields } from '../../tests/support/leadSubmission'

// Many requests per test, some sequential (the rate limit): timeouts that hold on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const en = { ...messagesFor('en').reportForm, ...messagesFor('en').contactForm }
const de = { ...messagesFor('de').reportForm, ...messagesFor('de').contactForm }

/** A distinct client address per call, so that tests do not share the rate limit unless they mean to. */
const clientIp = clientAddresses('203.0.113')

function valid<T extends object = object>(overrides: T = {} as T) {
  return validLeadFields({ message: 'Two full truckloads from Hamburg to Lyon each week, from March.', page: '/contact', ...overrides })
}

function submit(body: unknown, ip = clientIp()): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'cf-connecting-ip': ip, 'cf-ipcountry': 'FR' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

function postForm(fields: Record<string, string>, ip = clientIp()): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER, 'cf-connecting-ip': ip },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  )
}

const asFields = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value === false ? [] : [[name, value === true ? 'on' : String(value)]])))

async function rows(email: string) {
  return (await env.LEADS.prepare('SELECT * FROM leads WHERE email = ?').bind(email).all<Record<string, unknown>>()).results
}

describe('POST /api/contact (JSON)', () => {
  it('stores the message as a contact lead of its page, and thanks the visitor', async () => {
    const body = valid({ email: 'Mary.Jackson@Example.com', marketing: true })
    const response = await submit(body)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ received: true })
    const [row, ...more] = await rows('mary.jackson@example.com')
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({
      kind: 'contact',
      language: 'en',
      report_slug: '/contact',
      first_name: 'Ada',
      phone: '+49301234567',
      phone_country: 'DE',
      message: body.message,
      consent_contact: 1,
      consent_version: CONSENT_VERSION,
      marketing_opt_in: 1,
      country_hint: 'FR',
      user_agent: 'AppleWebKit Chrome Safari',
    })
    expect(row!.report_uuid).toMatch(/^[0-9a-f-]{36}$/)
    // The same message sent again (a double click, a retry) is the same lead; another message is a new one.
    expect((await submit(body)).status).toBe(200)
    expect((await submit({ ...body, message: 'And a third each month.' })).status).toBe(200)
    expect((await rows('mary.jackson@example.com')).map((lead) => lead.message)).toEqual([body.message, 'And a third each month.'])
  })

  it('checks every field with the shared rules and the message: 422 names each invalid one, nothing is stored', async () => {
    const email = `grace.${crypto.randomUUID()}@example`
    const response = await submit(valid({ first_name: '', email, phone: '12', message: 'x'.repeat(4001), consent: false }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: en.summary_error,
      errors: { first_name: 'REQUIRED', email: 'EMAIL', phone: 'TOO_SHORT', message: 'TOO_LONG', consent: 'CONSENT' },
    })
    expect(await submit(valid({ message: '   ' })).then((answer) => answer.json())).toMatchObject({ errors: { message: 'REQUIRED' } })
    expect(await rows(email)).toHaveLength(0)
  })

  it('takes a number of the visitor’s own country, as the form’s picker offers it', async () => {
    const email = `marie.${crypto.randomUUID()}@example.com`
    expect((await submit(valid({ email, phone: '06 12 34 56 78', phone_country: 'FR', language: 'fr' }))).status).toBe(200)
    expect(await rows(email)).toMatchObject([{ phone: '+33612345678', phone_country: 'FR', language: 'fr' }])
  })

  it('answers 404 for a page that holds no contact form, and stores nothing', async () => {
    for (const page of ['/about', '/no-such-page', 'contact', '/reports', '//evil.example', '/' + 'a'.repeat(400)]) {
      const email = `nobody.${crypto.randomUUID()}@example.com`
      const response = await submit(valid({ page, email }))
      expect(response.status, page).toBe(404)
      expect(await response.json()).toEqual({ error: en.not_found_error })
      expect(await rows(email)).toHaveLength(0)
    }
  })

  it('shares the report form’s rate limit: 429 with Retry-After after 10 submissions from one client', async () => {
    const ip = clientIp()
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) statuses.push((await submit(valid(), ip)).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const limited = await submit(valid(), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ error: en.rate_limit_error })
  })

  it('thanks a bot that filled the honeypot, and stores nothing', async () => {
    const email = `bot.${crypto.randomUUID()}@example.com`
    expect((await submit(valid({ email, website: 'https://spam.example' }))).status).toBe(200)
    expect(await rows(email)).toHaveLength(0)
  })

  it.each([
    ['not JSON', '{"first_name": '],
    ['an array', '[1, 2]'],
    ['fields of the wrong type', JSON.stringify({ first_name: { $gt: '' }, message: ['<script>'], consent: 'maybe', page: 42, language: null })],
    [
      'markup everywhere',
      JSON.stringify(valid({ first_name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>', page: '/contact"><script>' })),
    ],
  ])('never fails on a hostile body (%s): 4xx, never 500', async (_case, body) => {
    const response = await submit(body)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('refuses a body over 16 KB with 413, and anything but a POST with 405', async () => {
    expect((await submit(valid({ message: 'x'.repeat(17 * 1024) }))).status).toBe(413)
    expect((await exports.default.fetch(new Request(`${ORIGIN}/api/contact`))).status).toBe(405)
  })
})

describe('POST /api/contact (a form posted without JavaScript)', () => {
  it('answers an invalid form with its page again: 422, the messages in its language, every value kept', async () => {
    const typed = valid({ language: 'de', email: 'grace@', message: 'Eine Frage zu <Kühltransporten> & Preisen', consent: false })
    const response = await postForm(asFields(typed))
    expect(response.status).toBe(422)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain(de.summary_error)
    expect(html).toContain(de.email_error)
    expect(html).toContain(de.consent_error)
    expect(html).toContain('value="grace@"')
    expect(html).toContain('Eine Frage zu &lt;Kühltransporten&gt; &amp; Preisen')
    expect(html).not.toContain('<Kühltransporten>')
    expect(html).toContain('action="/api/contact#contact-form"')
    expect(html).toContain('name="robots" content="noindex')
  })

  it('answers a valid form with its page and the thanks in its language (200), the message stored', async () => {
    const typed = valid({ language: 'de' })
    const response = await postForm(asFields(typed))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain(de.success_title)
    expect(html).not.toContain(de.summary_error)
    expect(await rows(typed.email)).toMatchObject([{ kind: 'contact', language: 'de', message: typed.message }])
  })

  it('answers the 429 as the page again, the values kept', async () => {
    const ip = clientIp()
    for (let index = 0; index < 10; index++) await submit(valid(), ip)
    const response = await postForm(asFields(valid({ company: 'Rate Limited Ltd' })), ip)
    expect(response.status).toBe(429)
    const html = await response.text()
    expect(html).toContain(en.rate_limit_error)
    expect(html).toContain('value="Rate Limited Ltd"')
  })
})
