import { env, exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RichTextDoc, Story } from '../../shared/content/storyblok'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { publishStory } from '../../tests/support/publishStory'
import { signedEditorUrl } from '../../tests/support/signedEditorUrl'
import { TestContentService } from '../../tests/support/TestContentService'
import { contentSource } from '../content/contentSource'
import { checkStoryPage, type SeoCheckSite } from './checkPublishedStory'
import { storedSeoProblems } from './seoProblemsStore'

// The check at a publish: the published page, read through the cached entry point with every page
// it links, is held to the SEO rules; the editor's preview of the story shows what it found.

const ORIGIN = 'http://localhost'
const GLOSSARY_ENTRY = 'en/glossary/payload'
const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
const drafts = service.client(demoSpace.previewToken)
/** The check's background reads (the content layer's KV writes), awaited after each test. */
const pending: Promise<unknown>[] = []
const site: SeoCheckSite = {
  env,
  executionCtx: { waitUntil: (promise) => void pending.push(promise) },
  entry: { renderer: exports.Renderer, assets: env.ASSETS },
  origin: ORIGIN,
}

afterEach(async () => {
  while (pending.length > 0) await Promise.allSettled(pending.splice(0))
  vi.restoreAllMocks()
  await service.reset()
  await clearContentCache()
})

/** Saves and publishes the glossary entry with a paragraph of links added to its definition, as an editor would. */
async function publishWithLinks(links: { text: string; href: string }[]): Promise<void> {
  const story = (await drafts.get(`cdn/stories/${GLOSSARY_ENTRY}`, { version: 'draft' })).data.story as Story
  const definition = story.content.definition as RichTextDoc
  const paragraph = {
    type: 'paragraph',
    content: links.map(({ text, href }) => ({ type: 'text', text, marks: [{ type: 'link', attrs: { href, linktype: 'url', target: '_self' } }] })),
  }
  await service.control('save', {
    full_slug: GLOSSARY_ENTRY,
    content: { ...story.content, definition: { ...definition, content: [...(definition.content ?? []), paragraph] } },
  })
  await publishStory(service, GLOSSARY_ENTRY)
}

async function preview(path: string): Promise<string> {
  const source = contentSource(env)
  const url = await signedEditorUrl(`${ORIGIN}${path}`, {
    spaceId: source.spaceId,
    timestamp: Math.floor(Date.now() / 1000),
    previewToken: source.previewToken,
  })
  const response = await exports.default.fetch(new Request(url))
  expect(response.status).toBe(200)
  return response.text()
}

const notices = (html: string) => [...html.matchAll(/<p class="blok-notice" role="note"[^>]*>(.*?)<\/p>/g)].map((match) => match[1]?.replace(/<!-- -->/g, ''))
const seoWarnings = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('SEO problems'))

describe('the check of a published story', () => {
  it('finds a broken internal link and a missing anchor on the published page, and the preview shows both', async () => {
    await publishWithLinks([
      { text: 'A page that is not there', href: '/no-such-page' },
      { text: 'Cabotage, at a place it does not have', href: '/glossary/cabotage#nowhere' },
      { text: 'Cabotage', href: '/glossary/cabotage' },
    ])
    const stored = await checkStoryPage(site, GLOSSARY_ENTRY)
    expect(stored?.path).toBe('/glossary/payload')
    expect(stored?.problems).toEqual([
      { kind: 'brokenLink', href: '/no-such-page', status: 404 },
      { kind: 'missingAnchor', href: '/glossary/cabotage#nowhere', anchor: 'nowhere' },
    ])
    expect(notices(await preview('/glossary/payload'))).toEqual([
      'The link “/no-such-page” leads to no page (it answers 404)',
      'The link “/glossary/cabotage#nowhere” leads to “#nowhere”, which its page does not have',
    ])
  }, 30_000)

  it('logs what it found once per version of the story, and keeps nothing for a page without problems', async () => {
    const warn = vi.spyOn(console, 'warn')
    await publishWithLinks([{ text: 'Gone', href: '/no-such-page' }])
    const first = await checkStoryPage(site, GLOSSARY_ENTRY)
    await checkStoryPage(site, GLOSSARY_ENTRY)
    expect(seoWarnings(warn)).toHaveLength(1)
    expect(JSON.parse(seoWarnings(warn)[0] ?? '{}')).toMatchObject({ level: 'warn', slug: GLOSSARY_ENTRY, version: first?.version, path: '/glossary/payload' })

    await publishStory(service, GLOSSARY_ENTRY)
    const next = await checkStoryPage(site, GLOSSARY_ENTRY)
    expect(next?.version).not.toBe(first?.version)
    expect(seoWarnings(warn)).toHaveLength(2)

    await service.reset()
    await publishStory(service, GLOSSARY_ENTRY)
    expect((await checkStoryPage(site, GLOSSARY_ENTRY))?.problems).toEqual([])
    expect((await storedSeoProblems(env, GLOSSARY_ENTRY))?.problems).toEqual([])
    expect(notices(await preview('/glossary/payload'))).toEqual([])
  }, 30_000)

  it('checks only stories with a page of their own', async () => {
    expect(await checkStoryPage(site, 'en/_settings')).toBeNull()
    expect(await checkStoryPage(site, 'en/blog/')).toBeNull()
    expect(await checkStoryPage(site, 'en/no-such-story')).toBeNull()
    expect(await storedSeoProblems(env, 'en/_settings')).toBeNull()
  })
})
