import { describe, expect, it } from 'vitest'
import { deployProblems, REQUIRED_SECRETS, type DeployTarget } from './deployProblems'

/** Production as wrangler.toml has it in the repo: placeholder ids and domain, no space id, no secrets. */
const REPO_PRODUCTION: DeployTarget = {
  environment: 'production',
  name: 'freight-site',
  topLevelName: 'freight-site-local',
  routes: [{ pattern: 'www.freight.example' }],
  kvNamespaces: [{ binding: 'CONTENT_CACHE', id: '00000000000000000000000000000002' }],
  d1Databases: [{ binding: 'LEADS', database_name: 'freight-leads-production', database_id: '00000000-0000-0000-0000-000000000000' }],
  vars: { STORYBLOK_LOCAL_ENDPOINT: '', STORYBLOK_SPACE_ID: '', SITE_ORIGIN: 'https://www.freight.example' },
  secrets: [],
  apiToken: false,
  pendingMigrations: [],
  workersDev: false,
  previewUrls: false,
  others: [
    {
      environment: 'staging',
      name: 'freight-site-staging',
      routes: [{ pattern: 'staging.freight.example' }],
      kvNamespaces: [{ binding: 'CONTENT_CACHE', id: '00000000000000000000000000000001' }],
      d1Databases: [{ binding: 'LEADS', database_name: 'freight-leads-staging', database_id: '00000000-0000-0000-0000-000000000001' }],
      vars: { SITE_ORIGIN: 'https://staging.freight.example' },
    },
  ],
}

const READY: DeployTarget = {
  ...REPO_PRODUCTION,
  routes: [{ pattern: 'www.freight-lines.eu' }],
  kvNamespaces: [{ binding: 'CONTENT_CACHE', id: '3f9c1a7e5b2d4c6e8f0a1b2c3d4e5f60' }],
  d1Databases: [{ binding: 'LEADS', database_name: 'freight-leads-production', database_id: '6b1e9a3c-2f4d-4b8e-9c7a-1d2e3f4a5b6c' }],
  vars: { STORYBLOK_LOCAL_ENDPOINT: '', STORYBLOK_SPACE_ID: '288123', SITE_ORIGIN: 'https://www.freight-lines.eu' },
  secrets: [...REQUIRED_SECRETS, 'OTHER'],
}

describe('deployProblems', () => {
  it('stops the repo’s production: placeholder ids and domain, no space id, missing secrets, each one line with what to do', () => {
    const problems = deployProblems(REPO_PRODUCTION)
    expect(problems).toHaveLength(5 + REQUIRED_SECRETS.length)
    expect(problems[0]).toMatch(/KV namespace CONTENT_CACHE has the placeholder id .*wrangler kv namespace create CONTENT_CACHE --env production/)
    expect(problems[1]).toMatch(/D1 database LEADS has the placeholder id .*npx wrangler d1 create freight-leads-production\)/)
    expect(problems[2]).toMatch(/^The route "www.freight.example" of \[env.production\] is a placeholder domain/)
    expect(problems[3]).toMatch(/^SITE_ORIGIN "https:\/\/www.freight.example" in \[env.production.vars\] is a placeholder domain/)
    expect(problems[4]).toMatch(/^STORYBLOK_SPACE_ID is empty in \[env.production.vars\]/)
    expect(problems).toContain('Secret STORYBLOK_TOKEN is not set: npx wrangler secret put STORYBLOK_TOKEN --env production')
    for (const problem of problems) expect(problem).not.toContain('\n')
  })

  it('stops when the secrets or the migrations cannot be listed', () => {
    expect(deployProblems({ ...READY, secrets: 'Not logged in.' })).toEqual([
      expect.stringMatching(/^The secrets could not be checked .*Not logged in\.\); log in with npx wrangler login/),
    ])
    // With a token set, wrangler used it: the token is what to check, not a login.
    expect(deployProblems({ ...READY, apiToken: true, secrets: 'Authentication error [code: 10000]' })).toEqual([
      expect.stringMatching(/^The secrets could not be checked .*\); check that CLOUDFLARE_API_TOKEN is valid and may edit Workers and D1/),
    ])
    expect(deployProblems({ ...READY, pendingMigrations: 'database not found' })).toEqual([expect.stringMatching(/^The D1 migrations could not be checked/)])
  })

  it('lets a configured environment go', () => {
    expect(deployProblems(READY)).toEqual([])
  })

  it('names each missing secret alone, a missing id and a leftover local content service', () => {
    const problems = deployProblems({
      ...READY,
      kvNamespaces: [{ binding: 'CONTENT_CACHE' }],
      secrets: REQUIRED_SECRETS.filter((name) => name !== 'STORYBLOK_PREVIEW_TOKEN'),
      vars: { ...READY.vars, STORYBLOK_LOCAL_ENDPOINT: 'http://127.0.0.1:8788/v2' },
    })
    expect(problems).toEqual([
      expect.stringMatching(/^KV namespace CONTENT_CACHE has the placeholder id ""/),
      expect.stringMatching(/^STORYBLOK_LOCAL_ENDPOINT must be empty/),
      'Secret STORYBLOK_PREVIEW_TOKEN is not set: npx wrangler secret put STORYBLOK_PREVIEW_TOKEN --env production',
    ])
  })

  it('refuses the production name on the top level, an environment without route, a malformed space id, a foreign SITE_ORIGIN and pending migrations', () => {
    expect(deployProblems({ ...READY, topLevelName: 'freight-site' })).toEqual([
      expect.stringMatching(/^\[env.production\] has the Worker name "freight-site", which is also the top-level name/),
    ])
    expect(deployProblems({ ...READY, routes: [] })).toEqual([
      expect.stringMatching(/^\[env.production\] has no route: add routes = /),
      expect.stringMatching(/^SITE_ORIGIN .* is not a host of the environment's routes/),
    ])
    expect(deployProblems({ ...READY, vars: { ...READY.vars, STORYBLOK_SPACE_ID: 'abc' } })).toEqual([
      expect.stringMatching(/^STORYBLOK_SPACE_ID "abc" .* is malformed/),
    ])
    expect(
      deployProblems({ ...READY, routes: [{ pattern: 'www.example.com' }], vars: { ...READY.vars, SITE_ORIGIN: 'https://www.example.com' } }),
    ).toHaveLength(2)
    expect(deployProblems({ ...READY, pendingMigrations: ['0002_add_source.sql'] })).toEqual([
      'D1 database LEADS has 1 pending migration(s) (0002_add_source.sql): apply them first: npx wrangler d1 migrations apply LEADS --env production --remote',
    ])
  })

  it('refuses a staging that would land on production: its name, route, origin, KV and D1, each one line', () => {
    const production = { ...READY, topLevelName: 'freight-site-local' }
    const { environment, name, routes, kvNamespaces, d1Databases, vars } = production
    const staging: DeployTarget = { ...production, environment: 'staging', others: [{ environment, name, routes, kvNamespaces, d1Databases, vars }] }
    expect(deployProblems(staging)).toEqual([
      '[env.staging] has the Worker name "freight-site", which is also [env.production]\'s: give [env.staging] its own in wrangler.toml.',
      '[env.staging] has the route "www.freight-lines.eu", which is also [env.production]\'s: give [env.staging] its own in wrangler.toml.',
      '[env.staging] has SITE_ORIGIN "https://www.freight-lines.eu", which is also [env.production]\'s: give [env.staging] its own in wrangler.toml.',
      '[env.staging] has the KV namespace id "3f9c1a7e5b2d4c6e8f0a1b2c3d4e5f60", which is also [env.production]\'s: give [env.staging] its own in wrangler.toml.',
      '[env.staging] has the D1 database id "6b1e9a3c-2f4d-4b8e-9c7a-1d2e3f4a5b6c", which is also [env.production]\'s: give [env.staging] its own in wrangler.toml.',
    ])
  })

  it('refuses an empty or plain-http SITE_ORIGIN, a local editor origin, and *.workers.dev or preview addresses left on', () => {
    expect(deployProblems({ ...READY, vars: { ...READY.vars, SITE_ORIGIN: '' } })).toEqual([
      expect.stringMatching(/^SITE_ORIGIN is empty in \[env.production.vars\]/),
    ])
    expect(deployProblems({ ...READY, vars: { ...READY.vars, SITE_ORIGIN: 'http://www.freight-lines.eu' } })).toEqual([
      'SITE_ORIGIN "http://www.freight-lines.eu" in [env.production.vars] is not https: set it to https://www.freight-lines.eu.',
    ])
    expect(deployProblems({ ...READY, vars: { ...READY.vars, STORYBLOK_LOCAL_EDITOR_ORIGIN: 'http://127.0.0.1:8788' } })).toEqual([
      expect.stringMatching(/^STORYBLOK_LOCAL_EDITOR_ORIGIN must be empty in \[env.production.vars\]/),
    ])
    expect(deployProblems({ ...READY, vars: { ...READY.vars, SERVER_TIMING: 'always' } })).toEqual([
      expect.stringMatching(/^SERVER_TIMING is "always" in \[env.production.vars\]: set it to "debug"/),
    ])
    expect(deployProblems({ ...READY, workersDev: undefined, previewUrls: true })).toEqual([
      expect.stringMatching(/^workers_dev is not false in \[env.production\]: set workers_dev = false/),
      expect.stringMatching(/^preview_urls is not false in \[env.production\]: set preview_urls = false/),
    ])
  })
})
