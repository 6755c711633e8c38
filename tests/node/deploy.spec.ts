import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { REQUIRED_SECRETS } from '../../scripts/deploy/deployProblems'
import { editWranglerToml, freshClone, type FakeCloudflare } from '../support/freshClone'

// `npm run deploy:<env>` and `wrangler deploy --dry-run` as an ops engineer runs them, in a fresh
// clone. There is no Cloudflare account here: the clone's wrangler answers the account's
// questions (secrets, D1 migrations, the upload) from FAKE_CLOUDFLARE and is wrangler itself otherwise.

interface Run {
  code: number | null
  output: string
}

// One clone for the file, made fresh again before each test: its tests run one after the other.
test.describe.configure({ mode: 'default' })
let clone: ReturnType<typeof freshClone>

test.beforeAll(() => {
  clone = freshClone()
})
test.beforeEach(() => clone.reset())
test.afterAll(() => clone.remove())

function run(command: string, args: string[], cloudflare: FakeCloudflare): Promise<Run> {
  const child = spawn(command, args, { cwd: clone.dir, env: clone.env(cloudflare) })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output) })))
}

const READY_ACCOUNT: FakeCloudflare = { loggedIn: true, secrets: [...REQUIRED_SECRETS], pendingMigrations: [] }

/** Production set up as the runbook says: its own ids, domain and space id. */
function configureProduction(toml: string): string {
  return toml
    .replace('id = "00000000000000000000000000000002"', 'id = "3f9c1a7e5b2d4c6e8f0a1b2c3d4e5f60"')
    .replace('database_id = "00000000-0000-0000-0000-000000000002"', 'database_id = "6b1e9a3c-2f4d-4b8e-9c7a-1d2e3f4a5b6c"')
    .replaceAll('www.freight.example', 'www.freight-lines.eu')
    .replace(/(\[env\.production\.vars\][\s\S]*?)STORYBLOK_SPACE_ID = ""/, '$1STORYBLOK_SPACE_ID = "288123"')
}

/** The refusal's lines: after "Not deploying", one per problem. */
const refusals = (result: Run) =>
  result.output
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4))

async function deployProduction(account: FakeCloudflare = READY_ACCOUNT): Promise<Run> {
  const result = await run('npm', ['run', '-s', 'deploy:production'], account)
  expect(result.output).not.toContain('FAKE DEPLOYED')
  expect(result.output).toContain('Not deploying production:')
  expect(result.code).toBe(1)
  return result
}

test.describe('npm run deploy:production refuses what would be wrong, one line per setting with its fix', () => {
  // Each refusal runs the deploy script and wrangler (twice for the space id) on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('the repo as cloned: placeholder ids and domain, no space id, nothing logged in', async () => {
    const lines = refusals(await deployProduction({ loggedIn: false, secrets: [], pendingMigrations: [] }))
    expect(lines).toEqual([
      expect.stringMatching(/^KV namespace CONTENT_CACHE has the placeholder id .*npx wrangler kv namespace create CONTENT_CACHE --env production/),
      expect.stringMatching(/^D1 database LEADS has the placeholder id .*npx wrangler d1 create freight-leads-production\)/),
      expect.stringMatching(/^The route "www.freight.example" of \[env.production\] is a placeholder domain/),
      expect.stringMatching(/^SITE_ORIGIN "https:\/\/www.freight.example" in \[env.production.vars\] is a placeholder domain/),
      expect.stringMatching(/^STORYBLOK_SPACE_ID is empty in \[env.production.vars\]/),
      expect.stringMatching(/^The secrets could not be checked .*CLOUDFLARE_API_TOKEN.*; log in with npx wrangler login or set CLOUDFLARE_API_TOKEN/),
    ])
  })

  test('a placeholder domain', async () => {
    editWranglerToml(clone.dir, (toml) => configureProduction(toml).replaceAll('www.freight-lines.eu', 'www.freight.example'))
    expect(refusals(await deployProduction())).toEqual([
      'The route "www.freight.example" of [env.production] is a placeholder domain: put the environment\'s real host name into its routes in wrangler.toml.',
      'SITE_ORIGIN "https://www.freight.example" in [env.production.vars] is a placeholder domain: set it to https://<the environment\'s host name>.',
    ])
  })

  test('an empty space id, and a malformed one', async () => {
    editWranglerToml(clone.dir, (toml) => configureProduction(toml).replace('STORYBLOK_SPACE_ID = "288123"', 'STORYBLOK_SPACE_ID = ""'))
    expect(refusals(await deployProduction())).toEqual([
      'STORYBLOK_SPACE_ID is empty in [env.production.vars]: set the space\'s id (Storyblok → Settings → Space, a number such as "288123").',
    ])
    editWranglerToml(clone.dir, (toml) => toml.replace(/(\[env\.production\.vars\][\s\S]*?)STORYBLOK_SPACE_ID = ""/, '$1STORYBLOK_SPACE_ID = "abc"'))
    expect(refusals(await deployProduction())).toEqual([expect.stringMatching(/^STORYBLOK_SPACE_ID "abc" in \[env.production.vars\] is malformed/)])
  })

  test('the production name on the top-level configuration', async () => {
    editWranglerToml(clone.dir, (toml) => configureProduction(toml).replace('name = "freight-site-local"', 'name = "freight-site"'))
    expect(refusals(await deployProduction())).toEqual([
      expect.stringMatching(/^\[env.production\] has the Worker name "freight-site", which is also the top-level name: a plain `wrangler deploy` would put/),
    ])
  })

  test('pending D1 migrations', async () => {
    editWranglerToml(clone.dir, configureProduction)
    expect(refusals(await deployProduction({ ...READY_ACCOUNT, pendingMigrations: ['0001_leads.sql'] }))).toEqual([
      'D1 database LEADS has 1 pending migration(s) (0001_leads.sql): apply them first: npx wrangler d1 migrations apply LEADS --env production --remote',
    ])
  })

  test('an environment without a route', async () => {
    editWranglerToml(clone.dir, (toml) => configureProduction(toml).replace('routes = [{ pattern = "www.freight-lines.eu", custom_domain = true }]\n', ''))
    expect(refusals(await deployProduction())[0]).toMatch(/^\[env.production\] has no route: add routes = /)
  })

  test("a staging given production's name, route, origin, KV and D1: a deploy that would land on production", async () => {
    editWranglerToml(clone.dir, (toml) =>
      configureProduction(toml)
        .replace('name = "freight-site-staging"', 'name = "freight-site"')
        .replaceAll('staging.freight.example', 'www.freight-lines.eu')
        .replace('id = "00000000000000000000000000000001"', 'id = "3f9c1a7e5b2d4c6e8f0a1b2c3d4e5f60"')
        .replace('database_id = "00000000-0000-0000-0000-000000000001"', 'database_id = "6b1e9a3c-2f4d-4b8e-9c7a-1d2e3f4a5b6c"')
        .replace(/(\[env\.staging\.vars\][\s\S]*?)STORYBLOK_SPACE_ID = ""/, '$1STORYBLOK_SPACE_ID = "288123"'),
    )
    const result = await run('npm', ['run', '-s', 'deploy:staging'], READY_ACCOUNT)
    expect(result.output).not.toContain('FAKE DEPLOYED')
    expect(result.code).toBe(1)
    const also = "which is also [env.production]'s: give [env.staging] its own in wrangler.toml."
    expect(refusals(result)).toEqual([
      `[env.staging] has the Worker name "freight-site", ${also}`,
      `[env.staging] has the route "www.freight-lines.eu", ${also}`,
      `[env.staging] has SITE_ORIGIN "https://www.freight-lines.eu", ${also}`,
      `[env.staging] has the KV namespace id "3f9c1a7e5b2d4c6e8f0a1b2c3d4e5f60", ${also}`,
      `[env.staging] has the D1 database id "6b1e9a3c-2f4d-4b8e-9c7a-1d2e3f4a5b6c", ${also}`,
    ])
  })

  test('npm run deploy without an environment deploys nothing', async () => {
    const result = await run('npm', ['run', '-s', 'deploy'], READY_ACCOUNT)
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/^Nothing deployed: say which environment\./)
  })
})

test('a fresh clone, no build: wrangler deploy --dry-run --env production builds the client, then bundles', async () => {
  // The client build and the worker bundle on a shared two-core machine.
  test.setTimeout(300_000)
  const result = await run('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production'], READY_ACCOUNT)
  expect(result.output).not.toContain('does not exist')
  expect(result.output).toMatch(/client built: build [0-9a-f]{12}/)
  expect(result.output).toMatch(/Total Upload: [\d.]+ KiB \/ gzip: [\d.]+ KiB/)
  expect(result.output).toContain('--dry-run: exiting now.')
  expect(result.code).toBe(0)
})

test('a fresh clone, no build: npm run typecheck builds the client first, then checks every runtime', async () => {
  // The client build and five type checks from nothing on a shared two-core machine.
  test.setTimeout(600_000)
  const result = await run('npm', ['run', '-s', 'typecheck'], READY_ACCOUNT)
  expect(result.output).toContain('dist/client is missing: building the client first (npm run build).')
  expect(result.output).not.toContain('TS2307')
  // npm test type-checks the working tree here, once: a type error fails this test with tsc's words.
  expect(result.code, result.output).toBe(0)
})
