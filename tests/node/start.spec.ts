import { expect, test } from '@playwright/test'
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { management, managedStory } from '../support/managementApi'
import { freshClone } from '../support/freshClone'

// `npm start` as a person sees it: a few lines that say where everything is, then the site; a busy
// port in one line that names its variable; a broken wrangler.toml that loses no local work.

const SITE_PORT = 8853
const CONTENT_PORT = 8854

/**
 * `npm -s start -- --no-build [args]` (no npm banner), its output until it exits or the site answers;
 * then `whileReady` runs against the site, and it is stopped.
 */
async function start(args: string[] = [], whileReady?: () => Promise<void>): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn('npm', ['-s', 'start', '--', '--no-build', ...args], {
    detached: true,
    env: { ...process.env, SITE_PORT: String(SITE_PORT), STORYBLOK_LOCAL_PORT: String(CONTENT_PORT) },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  const ready = (async () => {
    for (;;) {
      if (output.includes('Ready.')) return 'ready'
      if (child.exitCode !== null) return 'exited'
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  const outcome = await Promise.race([ready, exited.then(() => 'exited')])
  if (outcome === 'ready') {
    try {
      await whileReady?.()
    } finally {
      process.kill(-(child.pid as number), 'SIGTERM')
      await exited
    }
  }
  const lines = stripVTControlCharacters(output).split('\n').filter(Boolean)
  return { code: outcome === 'ready' ? null : child.exitCode, lines: lines.slice(0, lines.findIndex((line) => line.startsWith('Ready.')) + 1 || undefined) }
}

test.describe.configure({ mode: 'serial' })

test('prints at most 25 lines before it is ready, no stack trace, and names the site, the editor, the ports and their variables', async () => {
  test.setTimeout(180_000)
  const { lines } = await start()
  expect(lines.at(-1)).toMatch(/^Ready\./)
  expect(lines.length).toBeLessThanOrEqual(25)
  expect(lines.join('\n')).not.toMatch(/^\s+at /m)
  expect(lines.join('\n')).not.toMatch(/Request\.cf|update available|ENOTFOUND/)
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Site: +http://127\\.0\\.0\\.1:${SITE_PORT}/ +\\(port ${SITE_PORT}: SITE_PORT\\)`)))
  expect(lines).toContainEqual(expect.stringContaining(`(port ${CONTENT_PORT}: STORYBLOK_LOCAL_PORT;`))
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Visual editor: +http://127\\.0\\.0\\.1:${CONTENT_PORT}/_editor/ `)))
})

test('passes --pages, --job-openings and --redirects to the local space, and says what it added', async () => {
  test.setTimeout(180_000)
  const site = (path: string) => fetch(`http://127.0.0.1:${SITE_PORT}${path}`, { redirect: 'manual' })
  const { lines } = await start(['--job-openings', '300', '--redirects', '3000', '--pages', '2000'], async () => {
    const redirect = await site('/legacy/link-03000')
    expect(redirect.status).toBe(301)
    // 14 demo openings take applications, and 270 of the 300 generated ones.
    expect(await (await site('/open-positions')).text()).toContain('>284 open positions</p>')
    const index = await (await site('/pages')).text()
    const last = /<p class="pagination__status">Page 1 of (\d+)<\/p>/.exec(index)?.[1]
    expect(await (await site(`/pages/${last}/all`)).text()).toContain('href="/generated-page-02000"')
  })
  expect(lines.length).toBeLessThanOrEqual(25)
  expect(lines).toContain('Space:           the demo space, plus generated: 2,000 pages, 300 job openings (30 expired), 3,000 redirects')
})

test('refuses a scale flag without a count in one line that names it', async () => {
  const { code, lines } = await start(['--pages', 'many'])
  expect(code).toBe(1)
  expect(lines).toEqual(['npm start: --pages takes a whole number from 0 to 100000, not "many"'])
})

for (const [port, variable] of [
  [SITE_PORT, 'SITE_PORT'],
  [CONTENT_PORT, 'STORYBLOK_LOCAL_PORT'],
] as const) {
  test(`a busy ${variable} is one line that names it`, async () => {
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      const { code, lines } = await start()
      expect(code).toBe(1)
      expect(lines).toEqual([
        `npm start: port ${port} is in use (${variable}): stop what listens there, or choose another port, e.g. ${variable}=${variable === 'SITE_PORT' ? 8797 : 8798} npm start`,
      ])
    } finally {
      server.close()
    }
  })
}

test('a build while the site runs leaves it whole; wrangler dev stopping stops only the site: the content service keeps its edits, npm start says so, and starts wrangler dev again when wrangler.toml is saved', async () => {
  // A fresh clone (its wrangler.toml is saved, never the repo's, which other sites watch), its client built by npm start.
  test.setTimeout(240_000)
  const clone = freshClone()
  const ports = { site: 8855, content: 8856 }
  const child = spawn('npm', ['-s', 'start'], {
    cwd: clone.dir,
    detached: true,
    env: { ...clone.env({ loggedIn: false, secrets: [], pendingMigrations: [] }), SITE_PORT: String(ports.site), STORYBLOK_LOCAL_PORT: String(ports.content) },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()))
  const printed = (text: string) => expect.poll(() => stripVTControlCharacters(output), { timeout: 120_000 }).toContain(text)
  const service = `http://127.0.0.1:${ports.content}`
  const title = async () => (await managedStory(service, 'en/about')).content.title
  const assetsAnswer = async () => {
    const html = await (await fetch(`http://127.0.0.1:${ports.site}/about`)).text()
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string)
    expect(assets.length).toBeGreaterThan(1)
    return Promise.all(assets.map(async (asset) => [asset, (await fetch(`http://127.0.0.1:${ports.site}${asset}`)).status]))
  }
  try {
    await printed('Ready.')
    // A build while the site runs (npm run build, a deploy) leaves it whole: its assets answer
    // throughout the build (asked again and again until the build ends), and after it.
    const before = await assetsAnswer()
    expect(before.filter(([, status]) => status !== 200)).toEqual([])
    const build = spawn('npm', ['run', '-s', 'build'], { cwd: clone.dir })
    const built = new Promise<number | null>((resolve) => build.on('close', resolve))
    const during: (string | number)[][] = []
    while (build.exitCode === null) during.push(...(await assetsAnswer()))
    expect(await built).toBe(0)
    expect(during.length).toBeGreaterThan(0)
    expect(during.filter(([, status]) => status !== 200)).toEqual([])
    expect(await assetsAnswer()).toEqual(before)
    // An editor's work that is on no disk: the local space lives in the content service's memory.
    const about = await managedStory(service, 'en/about')
    await management(service, 'PUT', `/stories/${about.id}`, { story: { content: { ...about.content, title: 'Edited before wrangler dev stopped' } } })
    // wrangler dev stops (as a crash, or a wrangler.toml it cannot start with, stops it): its whole process group.
    const wrangler = execFileSync('pgrep', ['-f', `wrangler-dist/cli.js dev .*--port ${ports.site}`], { encoding: 'utf8' })
      .trim()
      .split('\n')[0]
    const group = Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(wrangler)], { encoding: 'utf8' }).trim())
    process.kill(-group, 'SIGKILL')
    await printed('npm start: wrangler dev stopped')
    expect(stripVTControlCharacters(output)).toContain(`the content service at ${service}/ keeps running with its edits`)
    expect(await title()).toBe('Edited before wrangler dev stopped')
    const config = join(clone.dir, 'wrangler.toml')
    writeFileSync(config, readFileSync(config, 'utf8'))
    await printed(`npm start: the site answers again at http://127.0.0.1:${ports.site}/`)
    // wrangler's bindings table, printed again as it starts, is left out once the site was ready: the ready lines said it.
    expect(stripVTControlCharacters(output).split('Ready.')[1]).not.toContain('Your Worker has access to the following bindings')
    expect((await fetch(`http://127.0.0.1:${ports.site}/about`)).status).toBe(200)
    expect(await title()).toBe('Edited before wrangler dev stopped')
  } finally {
    if (child.exitCode === null) process.kill(-(child.pid as number), 'SIGTERM')
    await exited
    clone.remove()
  }
})
