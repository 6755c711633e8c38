import { expect } from '@playwright/test'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { CONTENT_SERVICE as SERVICE, openEditor } from '../support/localEditor'
import { testWithPagePerWorker } from '../support/pagePerWorker'
import { publishSettled } from '../support/publishSettled'
import { runSeoReport } from '../support/runSeoReport'
import { signedEditorUrl } from '../support/signedEditorUrl'

// A story published with a broken internal link and a link to a place its page does not have: the
// check at the publish (worker/seo/) finds both, the editor sees them as notices in the story's
// preview, and `seo:report` lists them. The story is put back as it was at the end.

const test = testWithPagePerWorker()
test.describe.configure({ mode: 'default' })

const FULL_SLUG = 'en/glossary/payload'
const PAGE = '/glossary/payload'

interface Draft {
  content: Record<string, unknown> & { definition: { type: 'doc'; content: unknown[] } }
}

async function control(action: string, body: unknown): Promise<void> {
  const response = await fetch(`${SERVICE}/_control/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`)
}

async function draft(): Promise<Draft> {
  return ((await (await fetch(`${SERVICE}/v2/cdn/stories/${FULL_SLUG}?version=draft&token=${demoSpace.previewToken}`)).json()) as { story: Draft }).story
}

/** The notices of the story's preview, as the editor's frame loads it (signed as the local editor signs it). */
async function previewNotices(site: string): Promise<string[]> {
  const url = await signedEditorUrl(`${site}${PAGE}`, { spaceId: demoSpace.id, timestamp: Math.floor(Date.now() / 1000), previewToken: demoSpace.previewToken })
  const html = await (await fetch(url)).text()
  return [...html.matchAll(/<p class="blok-notice" role="note"[^>]*>(.*?)<\/p>/g)].map((match) =>
    (match[1] ?? '').replace(/<!-- -->/g, '').replace(/&amp;/g, '&'),
  )
}

let original: Draft['content'] | null = null

test.afterAll(async () => {
  if (!original) return
  await control('save', { full_slug: FULL_SLUG, content: original })
  await control('publish', { full_slug: FULL_SLUG })
})

test('a published story with a broken link and a missing anchor shows both notices in its preview, and seo:report lists them', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const site = new URL(baseURL ?? '').origin
  const missingPage = `/no-such-page-${Date.now()}`
  const { content } = await draft()
  original = content
  const links = [
    { text: 'A page that is not there', href: missingPage },
    { text: 'Cabotage, at a place it does not have', href: '/glossary/cabotage#nowhere' },
  ].map(({ text, href }) => ({ type: 'text', text, marks: [{ type: 'link', attrs: { href, linktype: 'url', target: '_self' } }] }))
  const definition = { ...content.definition, content: [...content.definition.content, { type: 'paragraph', content: links }] }
  await control('save', { full_slug: FULL_SLUG, content: { ...content, definition } })
  await control('publish', { full_slug: FULL_SLUG })
  await publishSettled(SERVICE, site)

  const expected = [
    `The link “${missingPage}” leads to no page (it answers 404)`,
    'The link “/glossary/cabotage#nowhere” leads to “#nowhere”, which its page does not have',
  ]
  // The check runs in the background after the publish's webhook, reading the page and every page it links: its findings arrive with it.
  await expect.poll(() => previewNotices(site), { timeout: 90_000 }).toEqual(expected)

  const editor = await openEditor(page, FULL_SLUG)
  await expect(editor.frame.locator('.blok-notice')).toHaveText(expected)
  expect(editor.errors).toEqual([])

  // seo:report on the story's page and a page without problems (the whole site's report is in tests/node/edgeCache.spec.ts).
  const report = await runSeoReport(['--env', 'local', '--page', PAGE, '--page', '/about'], new URL(site).port)
  expect(report.code).toBe(1)
  expect(report.stdout).toContain([PAGE, ...expected.map((line) => `  ${line}`)].join('\n'))
  expect(report.stdout).toContain(`seo:report: 2 problems on 1 of the 2 pages given of ${site}.`)
})
