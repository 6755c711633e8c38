import { expect, type APIRequestContext } from '@playwright/test'
import { management, managedStory, type ManagedStory } from '../support/managementApi'
import { publishSettled } from '../support/publishSettled'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// An editor renames and moves pages in Storyblok; visitors and search engines follow, with no
// redirect entered by hand (docs/decisions/old-addresses-answer-301.md). The spec works on pages
// of its own, so no other spec sees its content change under it.

const SERVICE = `http://127.0.0.1:${process.env.STORYBLOK_LOCAL_PORT ?? 8788}`
/**
 * How long an address may take to change once the publish has settled (its webhooks delivered,
 * its purges sent): the worker's own work after the webhook's answer. The promise of a publish
 * everywhere within 5 s is measured by `npm run bench`, not here: a machine busy with other work
 * takes longer.
 */
const AFTER_SETTLED_MS = 15_000
/** IndexNow hears of a publish within a minute (its batch), on a machine shared with other work. */
const WITHIN_A_BATCH_MS = 90_000

/** What an address answers, without following a redirect. */
async function answer(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 })
  return response.status() === 301 ? `301 ${response.headers().location}` : String(response.status())
}

/** Waits until the publish before has settled, then until `path` answers `expected` (a status, or `301 {location}`). */
async function expectAnswer(request: APIRequestContext, site: string, path: string, expected: string): Promise<void> {
  await publishSettled(SERVICE, site)
  await expect.poll(() => answer(request, path), { timeout: AFTER_SETTLED_MS, intervals: [100, 250, 500] }).toBe(expected)
}

const linkTo = (target: ManagedStory & { uuid?: string }, text: string) => ({
  type: 'paragraph',
  content: [
    {
      type: 'text',
      text,
      marks: [{ type: 'link', attrs: { href: `/${target.full_slug}`, uuid: target.uuid, anchor: null, target: '_self', linktype: 'story' } }],
    },
  ],
})

test('renamed and moved pages: old addresses answer 301 once the publish has gone through, links follow, gone pages 410, IndexNow hears', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(WITHIN_A_BATCH_MS + 60_000)
  const site = baseURL ?? ''
  const stamp = Date.now()
  const pagesFolder = await managedStory(SERVICE, 'en/pages')
  const english = await managedStory(SERVICE, 'en')
  const template = (await managedStory(SERVICE, 'en/pages/pricing')).content
  const pageContent = (title: string, extra: unknown[] = []) => ({
    ...template,
    _uid: crypto.randomUUID(),
    title,
    body: [
      {
        _uid: crypto.randomUUID(),
        component: 'rich_text',
        text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: title }] }, ...extra] },
      },
    ],
  })
  const create = async (story: Record<string, unknown>, publish = true) =>
    (await management<{ story: ManagedStory & { uuid: string } }>(SERVICE, 'POST', '/stories', { story, ...(publish ? { publish: 1 } : {}) })).story

  const folder = await create({ name: 'Moves', slug: `moves-${stamp}`, parent_id: pagesFolder.id, is_folder: true }, false)
  const alpha = await create({ name: 'Alpha', slug: 'alpha', parent_id: folder.id, content: pageContent('Alpha') })
  const beta = await create({ name: 'Beta', slug: 'beta', parent_id: folder.id, content: pageContent('Beta') })
  await create({ name: 'Links', slug: `links-${stamp}`, parent_id: english.id, content: pageContent('Links', [linkTo(alpha, 'Read Alpha')]) })
  await expectAnswer(request, site, `/moves-${stamp}/alpha`, '200')

  // A slug edit: the old address leads to the new one; the page that links it names the new one.
  await management(SERVICE, 'PUT', `/stories/${alpha.id}`, { story: { slug: 'alpha-2' }, publish: 1 })
  await expectAnswer(request, site, `/moves-${stamp}/alpha`, `301 /moves-${stamp}/alpha-2`)
  await page.goto(`/links-${stamp}`)
  await expect(page.getByRole('link', { name: 'Read Alpha' })).toHaveAttribute('href', `/moves-${stamp}/alpha-2`)
  const opened = page.waitForResponse((response) => response.url().endsWith(`/moves-${stamp}/alpha-2`))
  await page.getByRole('link', { name: 'Read Alpha' }).click()
  expect((await opened).request().redirectedFrom()).toBeNull()
  await expect(page.locator('h1')).toHaveText('Alpha')

  // A second edit: the chain collapses, each old address one hop from the current one.
  await management(SERVICE, 'PUT', `/stories/${alpha.id}`, { story: { slug: 'alpha-3' }, publish: 1 })
  await expectAnswer(request, site, `/moves-${stamp}/alpha`, `301 /moves-${stamp}/alpha-3`)
  await expectAnswer(request, site, `/moves-${stamp}/alpha-2`, `301 /moves-${stamp}/alpha-3`)

  // A folder rename, which Storyblok announces with no event for the pages inside.
  await management(SERVICE, 'PUT', `/stories/${folder.id}`, { story: { slug: `renamed-${stamp}` } })
  await expectAnswer(request, site, `/moves-${stamp}/beta`, `301 /renamed-${stamp}/beta`)
  await expectAnswer(request, site, `/moves-${stamp}/alpha`, `301 /renamed-${stamp}/alpha-3`)
  await expectAnswer(request, site, `/renamed-${stamp}/alpha-3`, '200')

  // An editor's redirect wins over a page's history.
  const { datasources } = await management<{ datasources: { id: number; slug: string }[] }>(SERVICE, 'GET', '/datasources')
  const redirects = datasources.find((datasource) => datasource.slug === 'redirects')
  const { datasource_entry: entry } = await management<{ datasource_entry: { id: number } }>(SERVICE, 'POST', '/datasource_entries', {
    datasource_entry: { name: `/moves-${stamp}/beta`, value: '/contact', datasource_id: redirects?.id },
  })
  await expectAnswer(request, site, `/moves-${stamp}/beta`, '301 /contact')
  await management(SERVICE, 'DELETE', `/datasource_entries/${entry.id}`)

  // Unpublished: every address it had is gone.
  await management(SERVICE, 'GET', `/stories/${beta.id}/unpublish`)
  await expectAnswer(request, site, `/renamed-${stamp}/beta`, '410')
  await expectAnswer(request, site, `/moves-${stamp}/beta`, '410')

  // Search engines that read IndexNow heard of the new addresses and the old ones, within a minute of the first publish.
  await expect
    .poll(
      async () => {
        const { submissions } = (await (await fetch(`${SERVICE}/_control/indexnow`)).json()) as { submissions: { urlList: string[] }[] }
        return submissions.flatMap((submission) => submission.urlList)
      },
      { timeout: WITHIN_A_BATCH_MS, intervals: [1_000] },
    )
    .toEqual(expect.arrayContaining([`${site}/moves-${stamp}/alpha`, `${site}/moves-${stamp}/alpha-2`, `${site}/links-${stamp}`]))
})
