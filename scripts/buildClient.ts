// Builds the browser bundles to content-hashed files in dist/client/assets, copies public/
// beside them, and writes worker/generated/assetManifest.json for the worker.
import { build, type Metafile } from 'esbuild'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import type { AssetManifest } from '../shared/islands/AssetManifest'
import { bridgeStyleHashes } from './bridgeStyleHashes'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT_DIR = path.join(ROOT, 'dist/client')
const ASSETS_DIR = path.join(OUT_DIR, 'assets')
const MANIFEST_PATH = path.join(ROOT, 'worker/generated/assetManifest.json')
const ISLANDS_DIR = path.join(ROOT, 'client/islands')
const SERVER_SOURCES = ['worker', 'shared']
/** The consented analytics tracker, imported by the loader only after a visitor opts in. */
const ANALYTICS_ENTRY = 'client/analytics/tracker.ts'

async function islandEntries(): Promise<Record<string, string>> {
  const files = (await readdir(ISLANDS_DIR)).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  return Object.fromEntries(files.map((file) => [`islands/${file.replace(/\.tsx?$/, '')}`, path.join(ISLANDS_DIR, file)]))
}

async function hashSources(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') await hashSources(hash, full)
    } else {
      hash.update(entry.name).update(await readFile(full))
    }
  }
}

/**
 * An output and what it imports, short of the outputs in `excluded`: statically, and dynamically
 * where `followDynamic` allows (boot's own `import()` of an island and of hydrateIsland happens on
 * every page load; an island's own `import()`s load on demand).
 */
function closure(
  metafile: Metafile,
  start: string[],
  { excluded = new Set<string>(), followDynamic = () => true }: { excluded?: ReadonlySet<string>; followDynamic?: (from: string) => boolean } = {},
): string[] {
  const seen = new Set<string>()
  const stack = [...start]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file) || excluded.has(file)) continue
    seen.add(file)
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.external) continue
      if (imported.kind === 'dynamic-import' && !followDynamic(file)) continue
      stack.push(imported.path)
    }
  }
  return [...seen].sort()
}

function publicUrl(outputPath: string): string {
  return '/' + path.relative(OUT_DIR, path.join(ROOT, outputPath)).split(path.sep).join('/')
}

async function buildClient(): Promise<AssetManifest> {
  await rm(OUT_DIR, { recursive: true, force: true })
  await mkdir(ASSETS_DIR, { recursive: true })
  await cp(path.join(ROOT, 'public'), OUT_DIR, { recursive: true })

  const islands = await islandEntries()
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { boot: 'client/boot.ts', preview: 'client/preview.tsx', site: 'client/styles/site.css', ...islands },
    outdir: ASSETS_DIR,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  })

  const metafile = result.metafile
  const chunkBytes: Record<string, number> = {}
  for (const file of Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))) {
    chunkBytes[publicUrl(file)] = gzipSync(await readFile(path.join(ROOT, file)), { level: 9 }).length
  }
  const outputFor = (entry: string) => {
    const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry)
    if (!found) throw new Error(`No output for ${entry}`)
    return found[0]
  }
  const bootOutput = outputFor('client/boot.ts')
  const analyticsOutput = outputFor(ANALYTICS_ENTRY)
  const previewOutput = outputFor('client/preview.tsx')
  const manifestIslands: Record<string, string> = {}
  const islandChunks: Record<string, string[]> = {}
  const islandLazyChunks: Record<string, string[]> = {}
  for (const [key, source] of Object.entries(islands)) {
    const name = key.slice('islands/'.length)
    const output = outputFor(path.relative(ROOT, source).split(path.sep).join('/'))
    manifestIslands[name] = publicUrl(output)
    const firstLoad = closure(metafile, [bootOutput, output], { excluded: new Set([analyticsOutput]), followDynamic: (from) => from === bootOutput })
    islandChunks[name] = firstLoad.map(publicUrl)
    islandLazyChunks[name] = closure(metafile, [output], { excluded: new Set([analyticsOutput]) })
      .filter((file) => !firstLoad.includes(file))
      .map(publicUrl)
  }
  const islandChunkSet = new Set(Object.values(islandChunks).flat())
  const analyticsChunks = closure(metafile, [analyticsOutput])
    .map(publicUrl)
    .filter((chunk) => !islandChunkSet.has(chunk))

  const hash = createHash('sha256')
  for (const file of Object.keys(metafile.outputs).sort()) hash.update(file)
  for (const dir of SERVER_SOURCES) await hashSources(hash, path.join(ROOT, dir))

  const manifest: AssetManifest = {
    buildId: hash.digest('hex').slice(0, 12),
    boot: publicUrl(bootOutput),
    stylesheet: publicUrl(outputFor('client/styles/site.css')),
    preview: publicUrl(previewOutput),
    previewStyleHashes: await bridgeStyleHashes(),
    previewChunks: closure(metafile, [previewOutput]).map(publicUrl),
    islands: manifestIslands,
    islandChunks,
    analyticsChunks,
    islandLazyChunks,
    chunkBytes,
  }
  await mkdir(path.dirname(MANIFEST_PATH), { recursive: true })
  await writeFile(MANIFEST_PATH, JSON.stringify(manifest, null, 2) + '\n')
  return manifest
}

const manifest = await buildClient()
console.log(`client built: build ${manifest.buildId}, ${Object.keys(manifest.islands).length} islands`)
