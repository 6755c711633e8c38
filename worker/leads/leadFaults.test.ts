import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { formAsks, LEAD_INPUTS } from '../../shared/leadRules/leadFields'
import { decodeEntities } from '../../tests/support/decodeEntities'
import { TestContentService } from '../../tests/support/TestContentService'
import { downloadOf } from '../../tests/support/leadSubmission'
import { createApp } from '../app'
import { D1_STEP_BUDGET_MS } from './d1Step'

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
// The demo settings set none of the form's words: they come from the message catalogue.
const de = messagesFor('de').reportForm
const app = createApp()
let report: Story
let nextClient = 0

beforeAll(async () => {
  const client = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT).client()
  const query = { starts_with: 'de/reports/', 'filter_query[component][in]': 'report', 'filter_query[gated][is]': 'true', per_page: 100 }
  const stories = (await client.get('cdn/stories', query)).data.stories as Story[]
  report = stories.find((story) => !story.content.phone_allowed_countries && !story.content.phone_ignored_countries)!
})

let logged: MockInstance<typeof console.error>
beforeEach(() => {
  // Every fault here is logged as an error, which is what the test reads, not the run's output.
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

type Batch = () => Promise<D1Result[]>

/**
 * The real leads database, except that from its `from`th batch on (a submission's first is the
 * rate limit, its second the lead) `fault` answers instead, given the real batch to run or not.
 */
function faultyLeads(fault: (real: Batch) => Promise<D1Result[]>, from: number): D1Database {
  let batches = 0
  const stand: Pick<D1Database, 'prepare' | 'batch'> = {
    prepare: (query) => env.LEADS.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => {
      batches += 1
      const real = () => env.LEADS.batch<T>(statements)
      return (batches >= from ? fault(real) : real()) as Promise<D1Result<T>[]>
    },
  }
  return stand as D1Database
}

/** D1 down altogether: every statement and batch fails. */
const downLeads = {
  prepare: () => {
    throw new Error('D1_ERROR: Network connection lost.')
  },
  batch: () => Promise.reject(new Error('D1_ERROR: Network connection lost.')),
} as unknown as D1Database

const unavailable = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))

/**
 * A D1 that is slower than its budget, on a driven clock: each batch from the `from`th on waits
 * until the test lets it go (`commit`) or forever. `reached` resolves when the first such batch
 * has started, so the step's budget timer is running and the test can move the clock past it.
 */
function slowLeads(from: number) {
  let started = () => {}
  let commit = () => {}
  const reached = new Promise<void>((resolve) => (started = resolve))
  const committed = new Promise<void>((resolve) => (commit = resolve))
  const leads = faultyLeads(async (real) => {
    started()
    await committed
    return real()
  }, from)
  return { leads, reached, commit }
}

/** Sends `request`, waits for the slow batch to start, then moves the driven clock past the step's budget: the answer a visitor gets then. */
async function pastTheBudget(request: Promise<Response>, slow: ReturnType<typeof slowLeads>): Promise<Response> {
  await slow.reached
  await vi.advanceTimersByTimeAsync(D1_STEP_BUDGET_MS)
  return request
}

/** What a German visitor typed, as a script sends it and as a form posts it. */
function typed() {
  const email = `ada.${crypto.randomUUID()}@example.com`
  const values = { first_name: 'Ada', last_name: 'Lovelace', email, company: 'Kühne & Söhne', phone: '030 1234567', phone_country: 'DE', language: 'de' }
  return { json: { ...values, consent: true, marketing: true }, form: { ...values, consent: 'on', marketing: 'on' }, email }
}

const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} }

/** One request to the worker with its environment changed by `overrides` (a stand-in D1), from a client address of its own unless `ip` is given. */
async function send(path: string, init: RequestInit, overrides: Partial<Env> = {}, ip = `198.51.100.${++nextClient}`): Promise<Response> {
  const headers = { 'user-agent': BROWSER, 'cf-connecting-ip': ip, ...init.headers }
  return app.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }), { ...env, ...overrides }, executionCtx)
}

const action = () => `/api/reports/${report.slug}/download`
const submit = (body: object, overrides?: Partial<Env>) =>
  send(action(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, overrides)
const post = (fields: Record<string, string>, overrides?: Partial<Env>, ip?: string) =>
  send(
    action(),
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
    overrides,
    ip,
  )
const get = (path: string, overrides?: Partial<Env>) => send(path, {}, overrides)

async function leadsOf(email: string): Promise<string[]> {
  const { results } = await env.LEADS.prepare('SELECT id FROM leads WHERE email = ?').bind(email).all<{ id: string }>()
  return results.map((row) => row.id)
}

/** The filled-in form of a page: each field's value as the form would post it again (checkboxes only when checked). */
async function formFields(html: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {}
  let select = ''
  await new HTMLRewriter()
    .on('form.lead-form input', {
      element(input) {
        const name = input.getAttribute('name')
        const checkbox = input.getAttribute('type') === 'checkbox'
        if (name && (!checkbox || input.hasAttribute('checked'))) fields[name] = decodeEntities(input.getAttribute('value') ?? 'on')
      },
    })
    .on('form.lead-form select', { element: (element) => void (select = element.getAttribute('name') ?? '') })
    .on('form.lead-form option[selected]', { element: (option) => void (fields[select] = option.getAttribute('value') ?? '') })
    .transform(new Response(html))
    .text()
  return fields
}

/** The answer a visitor gets when the lead was not saved: 503, try again in 30 s, never stored by a cache. */
function expectNotSaved(response: Response): void {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('30')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('location')).toBeNull()
}

/** A script's answer: the message in the visitor's language, and no download. */
async function expectJsonNotSaved(response: Response): Promise<void> {
  expectNotSaved(response)
  const body = await response.text()
  expect(JSON.parse(body)).toEqual({ error: de.saving_error })
  expect(body).not.toContain('/file?')
}

/** The report form's text inputs, each empty: what the page holds of a field the visitor left alone (LEAD_FIELDS). */
const EMPTY_INPUTS = Object.fromEntries(LEAD_INPUTS.filter((input) => formAsks('report', input.name)).map((input) => [input.name, '']))

/** A form post's answer: the report page in German with the message and every typed value, and no download. */
async function expectPageNotSaved(response: Response, sent: Record<string, string>): Promise<void> {
  expectNotSaved(response)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  const html = await response.text()
  expect(html).toContain('<html lang="de"')
  expect(html).toMatch(new RegExp(`role="alert"><p>${de.saving_error}</p>`))
  expect(await formFields(html)).toEqual({ ...EMPTY_INPUTS, ...sent, website: '' })
  expect(html).not.toContain('/file?')
  expect(html).not.toContain('lead-form__done')
}

/** A retry against the real D1: the lead is released, and its link is the PDF. */
async function expectRetryReleases(body: object): Promise<string> {
  const response = await submit(body)
  expect(response.status).toBe(200)
  const { download } = (await response.json()) as { download: string }
  const file = await get(download)
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toBe('application/pdf')
  return new URL(download, ORIGIN).searchParams.get('lead')!
}

describe('D1 unavailable during a submission', () => {
  it('a script gets 503 and the message in its language, nothing is stored or released, and a retry is the lead', async () => {
    const { json, email } = typed()
    await expectJsonNotSaved(await submit(json, { LEADS: faultyLeads(unavailable, 2) }))
    expect(logged).toHaveBeenCalledWith('leads database failed (store)', expect.any(Error))
    expect(await leadsOf(email)).toEqual([])
    const lead = await expectRetryReleases(json)
    expect(await leadsOf(email)).toEqual([lead])
  })

  it('a form posted without JavaScript gets the report page again, 503, in German, with everything typed; posting it again releases', async () => {
    const { form, email } = typed()
    await expectPageNotSaved(await post(form, { LEADS: faultyLeads(unavailable, 1) }), form)
    expect(await leadsOf(email)).toEqual([])
    const again = await post(form)
    expect(again.status).toBe(200)
    expect((await get(downloadOf(again))).headers.get('content-type')).toBe('application/pdf')
    expect(await leadsOf(email)).toHaveLength(1)
  })

  it('a download link is not released while D1 cannot confirm its lead', async () => {
    const { json } = typed()
    const { download } = (await (await submit(json)).json()) as { download: string }
    const refused = await get(download, { LEADS: downLeads })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('content-type')).not.toBe('application/pdf')
    expect(await refused.text()).not.toContain('%PDF')
    expect((await get(download)).status).toBe(200)
  })
})

describe('D1 slower than its budget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a store that never answers is a 503 once the budget is spent, not a hung request', async () => {
    const { json, email } = typed()
    const slow = slowLeads(2)
    const answer = submit(json, { LEADS: slow.leads })
    await slow.reached
    // A moment short of the budget the visitor is still waiting; at the budget the answer comes.
    let answered = false
    void answer.then(() => (answered = true))
    await vi.advanceTimersByTimeAsync(D1_STEP_BUDGET_MS - 1)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expectJsonNotSaved(await answer)
    expect(await leadsOf(email)).toEqual([])
    vi.useRealTimers()
    await expectRetryReleases(json)
  })

  it('a rate limit that never answers gives a form post its page again with everything typed', async () => {
    const { form } = typed()
    const slow = slowLeads(1)
    await expectPageNotSaved(await pastTheBudget(post(form, { LEADS: slow.leads }), slow), form)
  })

  it('a lead committed after the budget is stored but not released; the retry finds it as the same lead and releases it', async () => {
    const { json, email } = typed()
    const slow = slowLeads(2)
    await expectJsonNotSaved(await pastTheBudget(submit(json, { LEADS: slow.leads }), slow))
    expect(await leadsOf(email)).toEqual([])
    // D1 commits the lead after the visitor was answered: stored, never released by that request.
    slow.commit()
    await expect.poll(() => leadsOf(email)).toHaveLength(1)
    const [committed] = await leadsOf(email)
    vi.useRealTimers()
    expect(await expectRetryReleases(json)).toBe(committed)
    expect(await leadsOf(email)).toEqual([committed])
  })
})

describe('too many submissions without JavaScript', () => {
  it('get the report page again, 429 with Retry-After, in German, with everything typed', async () => {
    const limited = { LEADS_RATE_LIMIT: '1' }
    const ip = '203.0.113.99'
    const first = typed()
    const second = typed()
    expect((await post(first.form, limited, ip)).status).toBe(200)
    const refused = await post(second.form, limited, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain(de.rate_limit_error)
    expect(await formFields(html)).toEqual({ ...EMPTY_INPUTS, ...second.form, website: '' })
    expect(await leadsOf(second.email)).toEqual([])
  })
})
