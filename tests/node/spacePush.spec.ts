import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startContentService, type ContentService } from '../../storyblok-local/server'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { demoSpaceCounts } from '../support/demoSpaceCounts'
import { contentModel } from '../../shared/content/schema/contentModel'

/** The model's components, every one of which a push creates in an empty space. */
const COMPONENTS = Object.keys(contentModel.blocks).length

// `npm run space:push` against a local content service of its own, as a person runs it.

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

const REPO = process.cwd()

let service: ContentService

test.beforeEach(async () => {
  service = await startContentService({ port: 0 })
})
test.afterEach(async () => {
  await service.close()
})

/** A push as a person runs it from the repo (or from `cwd`, which holds the wrangler.toml it reads). */
function push(args: string[] = [], token: string = demoSpace.managementToken, env: Record<string, string> = {}, cwd = REPO): Promise<Run> {
  const child = spawn(join(REPO, 'node_modules/.bin/tsx'), [join(REPO, 'scripts/space/pushSpace.ts'), ...args], {
    cwd,
    env: {
      ...process.env,
      STORYBLOK_MANAGEMENT_ENDPOINT: service.url,
      STORYBLOK_SPACE_ID: String(demoSpace.id),
      STORYBLOK_PERSONAL_ACCESS_TOKEN: token,
      // The local service has no rate limit of its own; the client's 6 per second would make a demo push take minutes.
      STORYBLOK_MANAGEMENT_RATE_LIMIT: '1000',
      ...env,
    },
  })
  const run: Run = { code: null, stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ ...run, code })))
}

/** What a run changed (or a dry run would): its created, updated and deleted lines, in order. */
const changes = (run: Run) => run.stdout.split('\n').filter((line) => /: (created|updated \(.*\)|not in the model, deleted \(--prune\))$/.test(line))
/** The requests a run made, from its last line. */
const requests = (run: Run) => Number(/(\d+) requests$/m.exec(run.stdout)?.[1])
/** stderr without npm's own warnings. */
const errorLines = (run: Run) =>
  run.stderr
    .trim()
    .split('\n')
    .filter((line) => line && !line.startsWith('npm warn'))

async function mapi(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${service.url}/v1/spaces/${demoSpace.id}${path}`, {
    ...init,
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
  })
  return (await response.json()) as Record<string, unknown>
}

type Component = { id: number; name: string; schema: Record<string, Record<string, unknown>> }
const components = async () => (await mapi('/components')).components as Component[]
const component = async (name: string) => (await components()).find((candidate) => candidate.name === name)

test.describe('npm run space:push', () => {
  test('creates what the space lacks, and a second run changes nothing', async () => {
    const page = await component('page')
    await mapi(`/components/${page?.id}`, { method: 'DELETE' })
    const first = await push()
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('component page: created')
    expect(first.stdout).toContain(`components: 1 created, 0 updated, ${COMPONENTS - 1} unchanged`)
    expect(await component('page')).toMatchObject({ name: 'page', schema: { title: { type: 'text', required: true } } })
    const before = await components()
    const second = await push()
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('Nothing to change: the space matches the model.')
    expect(second.stdout).toContain(`components: 0 created, 0 updated, ${COMPONENTS} unchanged`)
    expect(await components()).toEqual(before)
  })

  test('updates a component that differs from the model, field by field', async () => {
    const button = await component('button')
    const schema = { ...button?.schema, style: { ...button?.schema.style, description: 'edited by hand' } }
    await mapi(`/components/${button?.id}`, { method: 'PUT', body: JSON.stringify({ component: { schema } }) })
    const run = await push()
    expect(run.stdout).toContain('component button: updated (schema.style.description)')
    expect((await component('button'))?.schema.style?.description).toBe('Colour; google-play and app-store show the store badge.')
  })

  test('--dry-run prints the diff and writes nothing', async () => {
    const author = await component('author')
    await mapi(`/components/${author?.id}`, { method: 'DELETE' })
    const before = await components()
    const run = await push(['--dry-run'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('component author: created')
    expect(run.stdout).toContain('Dry run: 1 change(s) shown, nothing written.')
    expect(await components()).toEqual(before)
  })

  test('keeps what the model lacks unless --prune is given, then removes it', async () => {
    await mapi('/components', { method: 'POST', body: JSON.stringify({ component: { name: 'legacy_slider', schema: {} } }) })
    const link = await component('link')
    await mapi(`/components/${link?.id}`, {
      method: 'PUT',
      body: JSON.stringify({ component: { schema: { ...link?.schema, tooltip_text: { type: 'text', pos: 9 } } } }),
    })
    const kept = await push()
    expect(kept.stdout).toContain('component legacy_slider: not in the model, kept (--prune deletes it)')
    expect(kept.stdout).toContain('field link.tooltip_text: not in the model, kept (--prune deletes it)')
    expect(await component('legacy_slider')).toBeDefined()
    expect((await component('link'))?.schema.tooltip_text).toBeDefined()
    const pruned = await push(['--prune'])
    expect(pruned.code).toBe(0)
    expect(pruned.stdout).toContain('component legacy_slider: not in the model, deleted (--prune)')
    expect(await component('legacy_slider')).toBeUndefined()
    expect((await component('link'))?.schema.tooltip_text).toBeUndefined()
  })

  test('restores a datasource entry’s translated name', async () => {
    const blog = ((await mapi('/datasources')).datasources as { id: number; slug: string; dimensions: { id: number; entry_value: string }[] }[])[0]
    const german = blog?.dimensions.find((dimension) => dimension.entry_value === 'de')
    const entries = (await mapi(`/datasource_entries?datasource_id=${blog?.id}`)).datasource_entries as { id: number; value: string }[]
    const entry = entries.find((candidate) => candidate.value === 'sustainability')
    const body = JSON.stringify({ datasource_entry: { dimension_value: 'Öko' }, dimension_id: german?.id })
    await mapi(`/datasource_entries/${entry?.id}`, { method: 'PUT', body })
    const run = await push()
    expect(run.stdout).toContain('datasource entry blog-categories/sustainability: updated (de name)')
    const after = (await mapi(`/datasource_entries?datasource_id=${blog?.id}&dimension=de`)).datasource_entries as { value: string; dimension_value: string }[]
    expect(after.find((candidate) => candidate.value === 'sustainability')?.dimension_value).toBe('Nachhaltigkeit')
  })

  test('--with-demo-content fills a new, empty space: model, folders, every story with its translations, redirects, exactly as its dry run said; then nothing to change in 30 requests', async () => {
    // A dry run and two pushes of about 900 and 25 requests: seconds alone, more on a busy machine.
    test.setTimeout(180_000)
    await service.close()
    service = await startContentService({ port: 0, empty: true })
    const dry = await push(['--with-demo-content', '--dry-run'])
    const first = await push(['--with-demo-content'])
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(`components: ${COMPONENTS} created, 0 updated, 0 unchanged`)
    const demo = demoSpaceCounts()
    expect(first.stdout).toContain(`folders: ${demo.folders} created, 0 updated, 0 unchanged`)
    expect(first.stdout).toContain(`stories: ${demo.stories} created, 0 updated, 0 unchanged`)
    expect(first.stdout).toContain('redirects: 5 created, 0 updated, 0 unchanged')
    expect(changes(dry)).toEqual(changes(first))
    expect(dry.stdout).toContain(`Dry run: ${changes(first).length} change(s) shown, nothing written.`)
    const query = new URLSearchParams({
      token: demoSpace.publicToken,
      version: 'published',
      starts_with: 'de/blog/',
      per_page: '1',
      resolve_relations: 'blog_post.author',
    })
    const answer = (await (await fetch(`${service.url}/v2/cdn/stories?${query}`)).json()) as {
      stories: { full_slug: string; content: { author: string }; alternates: { full_slug: string }[] }[]
      rels: { uuid: string; full_slug: string }[]
    }
    const post = answer.stories[0]
    expect(post?.alternates.map((alternate) => alternate.full_slug.split('/')[0]).sort()).toEqual(['en', 'fr'])
    expect(answer.rels.find((story) => story.uuid === post?.content.author)?.full_slug).toMatch(/^de\/authors\//)
    const second = await push(['--with-demo-content'])
    expect(second.stdout).toContain(`stories: 0 created, 0 updated, ${demo.stories} unchanged`)
    expect(second.stdout).toContain('Nothing to change: the space matches the model.')
    expect(requests(second)).toBeLessThanOrEqual(30)
    // An edited story is found by comparing the lists. Its own text is never overwritten unasked:
    // the push (and its dry run) names it and writes nothing; with --force it is put back.
    const story = ((await mapi('/stories?with_slug=en/about')).stories as { id: number }[])[0]
    const title = async () => ((await mapi(`/stories/${story?.id}`)).story as { content: Record<string, unknown> }).content.title
    const content = ((await mapi(`/stories/${story?.id}`)).story as { content: Record<string, unknown> }).content
    await mapi(`/stories/${story?.id}`, { method: 'PUT', body: JSON.stringify({ story: { content: { ...content, title: 'Edited by hand' } }, publish: 1 }) })
    for (const refused of [await push(['--with-demo-content', '--dry-run']), await push(['--with-demo-content'])]) {
      expect(refused.code).toBe(1)
      // (A progress line, on a busy machine's run of over 5 s, aside.)
      expect(errorLines(refused).filter((line) => !/^space:push: \d+ s, /.test(line))).toEqual([
        "space:push: --with-demo-content would overwrite 1 story whose content differs from the demo's:",
        '  en/about',
        "Nothing was written. Push into a new, empty space, or run again with --force to replace their content with the demo's.",
      ])
    }
    expect(await title()).toBe('Edited by hand')
    const dryAgain = await push(['--with-demo-content', '--dry-run', '--force'])
    const third = await push(['--with-demo-content', '--force'])
    expect(changes(third)).toEqual(['story en/about: updated (content)'])
    expect(changes(dryAgain)).toEqual(changes(third))
    expect(await title()).toBe(content.title)
  })

  test('its dry run lists exactly what the real run then changes, on a space that differs from the model in many ways', async () => {
    const author = await component('author')
    await mapi(`/components/${author?.id}`, { method: 'DELETE' })
    const button = await component('button')
    await mapi(`/components/${button?.id}`, { method: 'PUT', body: JSON.stringify({ component: { schema: { ...button?.schema, style: { type: 'text' } } } }) })
    const tech = ((await mapi('/datasources')).datasources as { id: number; slug: string }[]).find((datasource) => datasource.slug === 'tech-categories')
    await mapi(`/datasources/${tech?.id}`, { method: 'DELETE' })
    const dry = await push(['--dry-run'])
    const real = await push()
    expect(changes(real).length).toBeGreaterThan(10)
    expect(changes(real)).toContain('datasource tech-categories: created')
    expect(changes(real).filter((line) => line.endsWith('updated (de name)')).length).toBeGreaterThan(0)
    expect(changes(dry)).toEqual(changes(real))
  })

  // Its first request is a probe without retries (createPushClient): how soon that is, the process's own start-up aside, is no test's to time.
  test('an API that cannot be reached ends the push at its first request, in one line', async () => {
    const closed = service.url
    await service.close()
    const run = await push([], demoSpace.managementToken, { STORYBLOK_MANAGEMENT_ENDPOINT: closed })
    expect(run.code).toBe(1)
    expect(errorLines(run)).toEqual([
      expect.stringMatching(/^space:push: the Management API could not be reached at http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\)/),
    ])
    service = await startContentService({ port: 0 })
  })

  test('names a malformed space id as malformed, and an empty one as not set', async () => {
    const malformed = await push([], demoSpace.managementToken, { STORYBLOK_SPACE_ID: 'abc' })
    expect(malformed.code).toBe(2)
    expect(errorLines(malformed)).toEqual([expect.stringMatching(/^space:push: STORYBLOK_SPACE_ID "abc" is malformed: a space id is a number/)])
    const empty = await push([], demoSpace.managementToken, { STORYBLOK_SPACE_ID: '' })
    expect(errorLines(empty)).toEqual([expect.stringMatching(/^space:push: STORYBLOK_SPACE_ID is not set/)])
  })

  test('shows its progress on a run longer than a few seconds', async () => {
    // About 15 requests at 600 ms each.
    test.setTimeout(90_000)
    await service.close()
    service = await startContentService({ port: 0, latencyMs: 600 })
    const run = await push()
    expect(run.code).toBe(0)
    expect(errorLines(run)[0]).toMatch(/^space:push: \d+ s, \d+ requests, 0 change\(s\) so far; (components|datasources)…$/)
  })

  test('into an empty space, the model arrives in plain words: every field named, large components in tabs, required fields marked', async () => {
    await service.close()
    service = await startContentService({ port: 0, empty: true })
    expect((await push()).code).toBe(0)
    const pushed = await components()
    expect(pushed.map((candidate) => candidate.name).sort()).toEqual(
      Object.values(contentModel.blocks)
        .map((block) => block.name)
        .sort(),
    )
    const fields = pushed.flatMap((candidate) =>
      Object.entries(candidate.schema).map(([name, field]) => ({ ...field, at: `${candidate.name}.${name}` }) as Record<string, unknown> & { at: string }),
    )
    const valueFields = fields.filter((field) => field.type !== 'tab')
    const unnamed = fields.filter((field) => typeof field.display_name !== 'string' || field.display_name.trim() === '').map((field) => field.at)
    test.info().annotations.push({ type: 'fields with a display name', description: `${fields.length - unnamed.length} of ${fields.length}` })
    expect(unnamed).toEqual([])
    for (const { name, schema } of pushed) {
      const values = Object.entries(schema).filter(([, field]) => field.type !== 'tab')
      if (values.length <= 12) continue
      const inTabs = Object.values(schema).flatMap((field) => (field.type === 'tab' ? (field.keys as string[]) : []))
      expect(inTabs.sort(), `${name}: every field in a tab`).toEqual(values.map(([key]) => key).sort())
    }
    const modelRequired = Object.values(contentModel.blocks).flatMap((block) =>
      (block.fields as readonly { name: string; required?: boolean }[]).filter((field) => field.required).map((field) => `${block.name}.${field.name}`),
    )
    expect(modelRequired.length).toBeGreaterThan(15)
    expect(
      valueFields
        .filter((field) => field.required === true)
        .map((field) => field.at)
        .sort(),
    ).toEqual(modelRequired.sort())
  })

  test('sets the visual editor’s preview URLs from each environment’s site, and leaves a placeholder site out', async () => {
    // Four whole pushes: seconds each on an idle machine, more on a busy one.
    test.setTimeout(90_000)
    const asCloned = await push()
    expect(asCloned.stdout).toContain('preview URLs: Staging and Production left out, their SITE_ORIGIN in wrangler.toml is a placeholder')
    expect((await mapi('')).space).toMatchObject({ domain: '', environments: [] })
    const configured = await mkdtemp(join(tmpdir(), 'space-push-'))
    try {
      const toml = (await readFile('wrangler.toml', 'utf8'))
        .replaceAll('staging.freight.example', 'staging.freight.eu')
        .replaceAll('www.freight.example', 'www.freight.eu')
      await writeFile(join(configured, 'wrangler.toml'), toml)
      const dry = await push(['--dry-run'], demoSpace.managementToken, {}, configured)
      const real = await push([], demoSpace.managementToken, {}, configured)
      expect(changes(real)).toEqual(['preview URLs of the space: updated (Staging https://staging.freight.eu/, Production https://www.freight.eu/)'])
      expect(changes(dry)).toEqual(changes(real))
      expect((await mapi('')).space).toMatchObject({
        domain: 'https://staging.freight.eu/',
        environments: [
          { name: 'Staging', location: 'https://staging.freight.eu/' },
          { name: 'Production', location: 'https://www.freight.eu/' },
        ],
      })
      const again = await push([], demoSpace.managementToken, {}, configured)
      expect(changes(again)).toEqual([])
      expect(again.stdout).toContain('preview URLs: 0 created, 0 updated, 1 unchanged')
    } finally {
      await rm(configured, { recursive: true, force: true })
    }
  })

  test('a wrangler.toml that is no TOML ends the push with the line at fault, never a stack trace', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'space-push-'))
    try {
      await writeFile(join(broken, 'wrangler.toml'), 'name = "freight-site-local"\n[vars\nSITE_ORIGIN = ""\n')
      const run = await push([], demoSpace.managementToken, {}, broken)
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(/^wrangler\.toml could not be read: Invalid TOML document/)
      expect(run.stderr).toContain('2:  [vars')
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /)
    } finally {
      await rm(broken, { recursive: true, force: true })
    }
  })

  test('a bad token ends with one clear line and exit code 1, never a stack trace or the token', async () => {
    const run = await push([], 'wrong-secret-token')
    expect(run.code).toBe(1)
    expect(errorLines(run)).toEqual(['space:push: the Management API refused the token (401). Check STORYBLOK_PERSONAL_ACCESS_TOKEN.'])
    expect(run.stdout + run.stderr).not.toContain('wrong-secret-token')
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /)
  })
})
