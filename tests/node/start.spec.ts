import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { stripVTControlCharacters } from 'node:util'

// `npm start` as a person sees it: a few lines that say where everything is, then the site; a busy
// port in one line that names its variable.

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
