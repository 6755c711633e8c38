import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The worker bundle as `wrangler deploy` uploads it: one React server renderer (the streaming edge
// build), never the legacy string renderer, and never the content model's validator (zod).

test('the production worker bundle has one React server renderer and no schema validator', () => {
  test.setTimeout(120_000)
  const outdir = mkdtempSync(path.join(tmpdir(), 'worker-bundle-'))
  try {
    const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    })
    expect(run.status, run.stderr).toBe(0)
    const bundle = readFileSync(path.join(outdir, 'index.js'), 'utf8')
    expect(bundle).toContain('renderToReadableStream')
    expect(bundle).not.toContain('renderToString')
    expect(bundle).not.toContain('ZodError')
    test.info().annotations.push({ type: 'worker bundle', description: `${Math.round(bundle.length / 1024)} KiB` })
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
})
