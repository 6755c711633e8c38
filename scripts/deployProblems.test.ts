import { describe, expect, it } from 'vitest'
import { deployProblems, REQUIRED_SECRETS, type DeployTarget } from './deployProblems'

/** Production as wrangler.toml has it in the repo: placeholder ids, no secrets. */
const REPO_PRODUCTION: DeployTarget = {
  environment: 'production',
  kvNamespaces: [{ binding: 'CONTENT_CACHE', id: '00000000000000000000000000000002' }],
  d1Databases: [{ binding: 'LEADS', database_id: '00000000-0000-0000-0000-000000000000' }],
  vars: { STORYBLOK_LOCAL_ENDPOINT: '' },
  secrets: [],
}

const READY: DeployTarget = {
  ...REPO_PRODUCTION,
  kvNamespaces: [{ binding: 'CONTENT_CACHE', id: '3f9c1a7e5b2d4c6e8f0a1b2c3d4e5f60' }],
  d1Databases: [{ binding: 'LEADS', database_id: '6b1e9a3c-2f4d-4b8e-9c7a-1d2e3f4a5b6c' }],
  secrets: [...REQUIRED_SECRETS, 'OTHER'],
}

describe('deployProblems', () => {
  it('stops a deploy with placeholder KV and D1 ids and missing secrets, each with what to do', () => {
    const problems = deployProblems(REPO_PRODUCTION)
    expect(problems).toHaveLength(2 + REQUIRED_SECRETS.length)
    expect(problems[0]).toMatch(/KV namespace CONTENT_CACHE has the placeholder id .*wrangler kv namespace create CONTENT_CACHE --env production/)
    expect(problems[1]).toMatch(/D1 database LEADS has the placeholder id/)
    expect(problems).toContain('Secret STORYBLOK_TOKEN is not set: npx wrangler secret put STORYBLOK_TOKEN --env production')
  })

  it('stops when the secrets cannot be listed', () => {
    expect(deployProblems({ ...READY, secrets: 'Not logged in.' })).toEqual([expect.stringMatching(/^The secrets could not be checked .*Not logged in\./)])
  })

  it('lets a configured environment go', () => {
    expect(deployProblems(READY)).toEqual([])
  })

  it('names each missing secret alone, a missing id and a leftover local content service', () => {
    const problems = deployProblems({
      ...READY,
      kvNamespaces: [{ binding: 'CONTENT_CACHE' }],
      secrets: REQUIRED_SECRETS.filter((name) => name !== 'STORYBLOK_PREVIEW_TOKEN'),
      vars: { STORYBLOK_LOCAL_ENDPOINT: 'http://127.0.0.1:8788/v2' },
    })
    expect(problems).toEqual([
      expect.stringMatching(/^KV namespace CONTENT_CACHE has the placeholder id ""/),
      'Secret STORYBLOK_PREVIEW_TOKEN is not set: npx wrangler secret put STORYBLOK_PREVIEW_TOKEN --env production',
      expect.stringMatching(/^STORYBLOK_LOCAL_ENDPOINT must be empty/),
    ])
  })
})
