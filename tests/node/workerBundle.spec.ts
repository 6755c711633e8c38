import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// The worker bundle as `wrangler deploy` uploads it: one React server renderer (the streaming edge
// build), never the legacy string renderer, never the content model's validator (zod), and
// within its byte budget.

/**
 * The budget of the uploaded worker: at most 1.25 MB raw, below 310 KiB gzip (docs/measuring.md,
 * which says what each raise bought: site search, the pages for machines, the editors' words in
 * 14 languages and the model's labels; the stemmers are a WebAssembly module of their own beside
 * the script).
 */
const MAX_RAW_BYTES = 1_250_000
const MAX_GZIP_BYTES = 310 * 1024

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
}

test('the production worker bundle has one React server renderer, no schema validator, and fits its budget', () => {
  test.setTimeout(120_000)
  const outdir = mkdtempSync(path.join(tmpdir(), 'worker-bundle-'))
  try {
    const metafile = path.join(outdir, 'meta.json')
    const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir, '--metafile', metafile], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    })
    expect(run.status, run.stderr).toBe(0)
    const inputs = Object.values((JSON.parse(readFileSync(metafile, 'utf8')) as Metafile).outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => file),
    )
    expect(inputs).toContainEqual(expect.stringContaining('react-dom-server.edge.production'))
    expect(inputs.filter((file) => /react-dom-server-legacy|react-dom-server\.browser|[/\\]zod[/\\]/.test(file))).toEqual([])
    const bundle = readFileSync(path.join(outdir, 'index.js'))
    expect(bundle.byteLength).toBeLessThanOrEqual(MAX_RAW_BYTES)
    expect(gzipSync(bundle).byteLength).toBeLessThan(MAX_GZIP_BYTES)
    test.info().annotations.push({ type: 'worker bundle', description: `${Math.round(bundle.byteLength / 1024)} KiB` })
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
})
