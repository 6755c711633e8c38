import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'

// `leads:export` and `search:misses` against a deployed environment whose D1 is not created yet
// (wrangler.toml as cloned: placeholder ids): one line naming the setting and what to do, at once,
// rather than wrangler's `{"error":{"text":"fetch failed"}}` after a long wait.

function tool(script: string, environment: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '-s', script, '--', '--env', environment])
  const run = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, ...run })))
}

for (const [script, environment] of [
  ['leads:export', 'staging'],
  ['search:misses', 'production'],
] as const) {
  test(`${script} --env ${environment} with the placeholder D1 id names the setting and its fix`, async () => {
    const { code, stdout, stderr } = await tool(script, environment)
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr.trim()).toMatch(
      new RegExp(
        `^${script}: \\[env\\.${environment}\\] of wrangler\\.toml has no real D1 database for LEADS \\(its database_id is "0{8}-0{4}-0{4}-0{4}-0{11}\\d"\\): create it and put its id there \\(docs/deploying\\.md, "2\\. KV namespaces and D1 databases"\\)\\.$`,
      ),
    )
  })
}
