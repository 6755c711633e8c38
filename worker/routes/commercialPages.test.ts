import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import { TestContentService } from '../../tests/support/TestContentService'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { languageConfig } from '../config/languageConfig'

// The demo's commercial pages keep their promises: questions with FAQPage data, plans with prices in every language, the app's badges, named partners, a banner that leads to a form, and a glossary by letter.

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const client = service.client()

async function story(fullSlug: string): Promise<Story> {
  return (await client.get(`cdn/stories/${fullSlug}`)).data.story as Story
}

async function visit(path: string): Promise<{ status: number; html: string }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' }))
  return { status: response.status, html: await response.text() }
}

const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const bodyOf = (page: Story) => page.content.body as { component: string; [field: string]: unknown }[]
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '') as { '@type': string; [key: string]: unknown })
    .filter((node) => node['@type'] === type)

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe.each(['en', 'de', 'fr'])('commercial pages in %s', (language) => {
  const prefix = languagePrefix(language)

  it('FAQ: each question a disclosure with its answer, and the same questions as FAQPage data', async () => {
    const questions = bodyOf(await story(`${language}/pages/faq`)).filter((blok) => blok.component === 'faq_item')
    expect(questions.length).toBeGreaterThanOrEqual(5)
    const { status, html } = await visit(`${prefix}/faq`)
    expect(status).toBe(200)
    const shown = [...html.matchAll(/<summary class="faq-item__question">([^<]*)<\/summary>/g)].map(([, text]) => text)
    expect(shown).toEqual(questions.map((blok) => escaped(String(blok.question))))
    const [faq] = jsonLd(html, 'FAQPage')
    expect((faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((entry) => entry.name)).toEqual(questions.map((blok) => blok.question))
  })

  it('mobile app: the Google Play and App Store badges, each leading to its store', async () => {
    const { html } = await visit(`${prefix}/mobile-app`)
    expect(html).toMatch(/<a [^>]*href="https:\/\/play\.google\.com\/store\/apps\/details\?id=com\.example\.freightdemo"[^>]*class="btn btn--google-play/)
    expect(html).toMatch(/<a [^>]*href="https:\/\/apps\.apple\.com\/app\/freight-demo\/id0000000000"[^>]*class="btn btn--app-store/)
  })

  it('partners: every partner named, with its line and its logo', async () => {
    const partners = bodyOf(await story(`${language}/pages/partners`)).filter((blok) => blok.component === 'cta_box')
    expect(partners.length).toBeGreaterThanOrEqual(4)
    const { html } = await visit(`${prefix}/partners`)
    for (const partner of partners) {
      expect(html).toContain(`<h3 class="cta-box__title">${escaped(String(partner.title))}</h3>`)
      expect(html).toContain(escaped(String(partner.text)))
      expect(html).toContain(`alt="${escaped(String(partner.title))} logo"`)
    }
  })

  it('the banner’s booking link leads to the contact form', async () => {
    const { html } = await visit(`${prefix}/contact`)
    expect(html).toContain('id="contact-form"')
    expect(html).toMatch(new RegExp(`<a [^>]*href="${prefix}/contact#contact-form"[^>]*data-tracking="banner-book-full-truckload"`))
  })

  it('glossary: an A–Z index whose letters lead to their sections, letters without a term not links; an entry with an example and related terms', async () => {
    const { html } = await visit(`${prefix}/glossary`)
    const index = html.match(/<nav class="letter-index"[^>]*>(.*?)<\/nav>/)?.[1] ?? ''
    const linked = [...index.matchAll(/<a href="#(letter-[a-z0-9]+)">([^<]+)<\/a>/g)]
    expect(linked.length).toBeGreaterThan(5)
    for (const [, id, letter] of linked)
      expect(html).toContain(
        `<section id="${id}" class="letter-section" aria-labelledby="${id}-title"><h2 class="letter-section__title" id="${id}-title">${letter}</h2>`,
      )
    expect(index).toMatch(/<span class="letter-index__empty">[A-Z]<\/span>/)
    const query = { starts_with: `${language}/glossary/`, 'filter_query[component][in]': 'glossary_entry', per_page: 1 }
    const [entry] = (await client.get('cdn/stories', query)).data.stories as Story[]
    if (!entry) throw new Error(`no glossary entry in ${language}`)
    const page = await visit(`${prefix}/glossary/${entry.slug}`)
    const related = [...page.html.matchAll(/<li><p><a href="([^"]+)">/g)].map(([, href]) => href ?? '')
    expect(related.length).toBeGreaterThan(0)
    for (const href of related) expect((await visit(href)).status).toBe(200)
  })
})

describe('pricing', () => {
  it('has a pricing page in every language of the demo space', async () => {
    const languages = [...new Set([...languageConfig(env).site, ...languageConfig(env).press])]
    // The demo space configures every language the site can show (each has its catalogue).
    expect([...languages].sort()).toEqual(Object.keys(CATALOGUE).sort())
    for (const language of languages)
      expect(
        bodyOf(await story(`${language}/pages/pricing`)).filter((blok) => blok.component === 'pricing_plan'),
        language,
      ).toHaveLength(3)
  })

  it('shows three plans with their prices in every site language', async () => {
    for (const language of languageConfig(env).site) {
      const prefix = languagePrefix(language)
      const plans = bodyOf(await story(`${language}/pages/pricing`)).filter((blok) => blok.component === 'pricing_plan')
      expect(plans, language).toHaveLength(3)
      const { status, html } = await visit(`${prefix}/pricing`)
      expect(status, language).toBe(200)
      for (const plan of plans) expect(html, language).toContain(`<span class="pricing-plan__amount">${escaped(String(plan.price))}</span>`)
    }
  })

  it('leads the contract plan to the contact form, in English and in Polish', async () => {
    expect((await visit('/pricing')).html).toContain('<span class="pricing-plan__amount">€149</span>')
    const polish = await visit('/pl/pricing')
    expect(polish.html).toContain('<span class="pricing-plan__amount">Na zapytanie</span>')
    expect(polish.html).toMatch(/<a [^>]*href="[^"]*\/contact#contact-form"[^>]*data-tracking="pricing-enterprise"/)
  })
})
