// Builds the browser bundles to content-hashed files in dist/client/assets, copies public/
// beside them, and writes worker/generated/assetManifest.json for the worker and the content
// model's field rules (shared/content/schema/generated/blokRules.json) for the editor preview.
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { blokRules } from '../shared/content/schema/blokRules'
import { contentModel } from '../shared/content/schema/contentModel'
import type { AssetManifest } from '../shared/islands/AssetManifest'
import { bridgeStyleHashes } from './bridgeStyleHashes'

const ROOT = path.resolve(import.meta.dirname, '..')
/** What Workers static assets serve (wrangler.toml's `[assets]`), `wrangler dev` included. */
const SERVED_DIR = path.join(ROOT, 'dist/client')
/** Where a build is written first: the served directory is never emptied under a running site. */
const OUT_DIR = path.join(ROOT, 'dist/client.next')
const ASSETS_DIR = path.join(OUT_DIR, 'assets')
const MANIFEST_PATH = path.join(ROOT, 'worker/generated/assetManifest.json')
/** The content model's field rules, which the editor preview checks bloks against (worker and preview chunk). */
const BLOK_RULES_PATH = path.join(ROOT, 'shared/content/schema/generated/blokRules.json')
const ISLANDS_DIR = path.join(ROOT, 'client/islands')
const SERVER_SOURCES = ['worker', 'shared']
/** The consented analytics tracker, imported by the loader only after a visitor opts in. */
const ANALYTICS_ENTRY = 'client/analytics/tracker.ts'
/** An event's time in the visitor's zone, imported by the loader only on a page that shows one (a webinar's). */
const LOCAL_EVENT_TIMES_ENTRY = 'client/showLocalEventTimes.ts'
const TOC_SECTION_ENTRY = 'client/markTocSection.ts'

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

/** An output and what it imports, short of the outputs in `excluded`: statically, and also dynamically (what it loads on demand) unless `staticOnly`. */
function closure(
  metafile: Metafile,
  start: string[],
  { excluded = new Set<string>(), staticOnly = false }: { excluded?: ReadonlySet<string>; staticOnly?: boolean } = {},
): string[] {
  const seen = new Set<string>()
  const stack = [...start]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file) || excluded.has(file)) continue
    seen.add(file)
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.external) continue
      if (imported.kind === 'dynamic-import' && staticOnly) continue
      stack.push(imported.path)
    }
  }
  return [...seen].sort()
}

function publicUrl(outputPath: string): string {
  return '/' + path.relative(OUT_DIR, path.join(ROOT, outputPath)).split(path.sep).join('/')
}

/** What every browser build shares. */
const COMMON: BuildOptions = {
  absWorkingDir: ROOT,
  outdir: ASSETS_DIR,
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
}

const ISLAND_NAMESPACE = 'island-entry'

/**
 * Each island's entry exports its component and the hydration function: React, react-dom and the
 * hydration code are then reached by every island alike and land in one shared runtime chunk,
 * instead of four small ones (react, its JSX runtime, the text context, react-dom).
 */
function islandEntryPlugin(islands: Record<string, string>): Plugin {
  return {
    name: 'island-entry',
    setup(build) {
      build.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path.slice(ISLAND_NAMESPACE.length + 1), namespace: ISLAND_NAMESPACE }))
      build.onLoad({ filter: /.*/, namespace: ISLAND_NAMESPACE }, (args) => ({
        contents: `export { default } from ${JSON.stringify('./' + path.relative(ROOT, islands[args.path] as string))}\nexport { hydrateIsland } from './client/hydrateIsland'\n`,
        resolveDir: ROOT,
        loader: 'ts',
      }))
    },
  }
}

/** Imports of these client modules in the loader become imports of their built chunks' URLs. */
function externalUrlsPlugin(urls: Record<string, string>): Plugin {
  return {
    name: 'external-urls',
    setup(build) {
      build.onResolve({ filter: /^\.\// }, (args) => {
        const source = path.relative(ROOT, path.join(args.resolveDir, args.path)).split(path.sep).join('/')
        const url = urls[source]
        return url ? { path: url, external: true } : undefined
      })
    },
  }
}

/** Builds and returns what was written (`metafile` is always on). */
async function bundle(options: BuildOptions): Promise<Metafile> {
  return (await build({ ...COMMON, ...options })).metafile as Metafile
}

async function buildClient(): Promise<AssetManifest> {
  await mkdir(path.dirname(BLOK_RULES_PATH), { recursive: true })
  await writeFile(BLOK_RULES_PATH, JSON.stringify(blokRules(contentModel)) + '\n')
  await rm(OUT_DIR, { recursive: true, force: true })
  await mkdir(ASSETS_DIR, { recursive: true })
  await cp(path.join(ROOT, 'public'), OUT_DIR, { recursive: true })

  const islands = await islandEntries()
  // The islands (each with the shared runtime), what they load on demand, and the consented tracker.
  const metafile = await bundle({
    entryPoints: {
      ...Object.fromEntries(Object.keys(islands).map((key) => [key, `${ISLAND_NAMESPACE}:${key}`])),
      tracker: ANALYTICS_ENTRY,
      localEventTimes: LOCAL_EVENT_TIMES_ENTRY,
      tocSection: TOC_SECTION_ENTRY,
      site: 'client/styles/site.css',
    },
    plugins: [islandEntryPlugin(islands)],
    splitting: true,
  })
  const outputFor = (built: Metafile, entry: string) => {
    const found = Object.entries(built.outputs).find(([, output]) => output.entryPoint === entry)
    if (!found) throw new Error(`No output for ${entry}`)
    return found[0]
  }
  const analyticsOutput = outputFor(metafile, ANALYTICS_ENTRY)
  // The loader is one file of its own (no chunk shared with the islands), so a page's first load is one request.
  const bootMetafile = await bundle({
    entryPoints: { boot: 'client/boot.ts' },
    plugins: [
      externalUrlsPlugin({
        'client/analytics/tracker': publicUrl(analyticsOutput),
        ...Object.fromEntries([LOCAL_EVENT_TIMES_ENTRY, TOC_SECTION_ENTRY].map((entry) => [entry.replace(/\.ts$/, ''), publicUrl(outputFor(metafile, entry))])),
      }),
    ],
    splitting: false,
  })
  // The editor preview (verified previews only) is built apart, so it does not split the islands' chunks.
  const previewMetafile = await bundle({ entryPoints: { preview: 'client/preview.tsx' }, splitting: true })

  const chunkBytes: Record<string, number> = {}
  for (const built of [metafile, bootMetafile, previewMetafile]) {
    for (const file of Object.keys(built.outputs).filter((file) => file.endsWith('.js'))) {
      chunkBytes[publicUrl(file)] = gzipSync(await readFile(path.join(ROOT, file)), { level: 9 }).length
    }
  }
  const bootOutput = outputFor(bootMetafile, 'client/boot.ts')
  const previewOutput = outputFor(previewMetafile, 'client/preview.tsx')
  const manifestIslands: Record<string, string> = {}
  const islandChunks: Record<string, string[]> = {}
  const islandLazyChunks: Record<string, string[]> = {}
  for (const key of Object.keys(islands)) {
    const name = key.slice('islands/'.length)
    const output = outputFor(metafile, `${ISLAND_NAMESPACE}:${key}`)
    manifestIslands[name] = publicUrl(output)
    const hydration = closure(metafile, [output], { excluded: new Set([analyticsOutput]), staticOnly: true })
    islandChunks[name] = [publicUrl(bootOutput), ...hydration.map(publicUrl)]
    islandLazyChunks[name] = closure(metafile, [output], { excluded: new Set([analyticsOutput]) })
      .filter((file) => !hydration.includes(file))
      .map(publicUrl)
  }
  const islandChunkSet = new Set(Object.values(islandChunks).flat())
  const analyticsChunks = closure(metafile, [analyticsOutput])
    .map(publicUrl)
    .filter((chunk) => !islandChunkSet.has(chunk))

  const hash = createHash('sha256')
  for (const built of [metafile, bootMetafile, previewMetafile]) for (const file of Object.keys(built.outputs).sort()) hash.update(file)
  for (const dir of SERVER_SOURCES) await hashSources(hash, path.join(ROOT, dir))

  const manifest: AssetManifest = {
    buildId: hash.digest('hex').slice(0, 12),
    boot: publicUrl(bootOutput),
    stylesheet: publicUrl(outputFor(metafile, 'client/styles/site.css')),
    preview: publicUrl(previewOutput),
    previewStyleHashes: await bridgeStyleHashes(),
    previewChunks: closure(previewMetafile, [previewOutput]).map(publicUrl),
    islands: manifestIslands,
    islandChunks,
    analyticsChunks,
    islandLazyChunks,
    chunkBytes,
  }
  await publishBuild(manifest)
  return manifest
}

/** Every file under `dir`, by its path relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/**
 * A built file into the served directory, whole or not at all: a file the same as the one served
 * stays untouched, and any other is moved there in one rename. Copied over in place, a file that
 * a running `wrangler dev` read in the middle of its rewrite answered 500 (`tests/node/start.spec.ts`).
 */
async function publishFile(file: string): Promise<void> {
  const [built, served] = [path.join(OUT_DIR, file), path.join(SERVED_DIR, file)]
  const current = await readFile(served).catch(() => null)
  if (current?.equals(await readFile(built))) return
  await mkdir(path.dirname(served), { recursive: true })
  await rename(built, served)
}

/**
 * The build's files into the served directory, which is never removed: a running `wrangler dev`
 * keeps serving it (an emptied one answered 500 for every asset until a restart). Then the
 * worker's manifest, which names the new files; then the served files this build no longer has.
 * Unchanged sources give the same hashed names, so a rebuild leaves those files as they were.
 */
async function publishBuild(manifest: AssetManifest): Promise<void> {
  await mkdir(SERVED_DIR, { recursive: true })
  const built = await filesUnder(OUT_DIR)
  for (const file of built) await publishFile(file)
  await mkdir(path.dirname(MANIFEST_PATH), { recursive: true })
  await writeFile(MANIFEST_PATH, JSON.stringify(manifest, null, 2) + '\n')
  const current = new Set(built)
  for (const file of await filesUnder(SERVED_DIR)) if (!current.has(file)) await rm(path.join(SERVED_DIR, file))
  for (const entry of (await readdir(SERVED_DIR, { recursive: true, withFileTypes: true })).reverse()) {
    if (entry.isDirectory()) await rmdir(path.join(entry.parentPath, entry.name)).catch(() => undefined)
  }
  await rm(OUT_DIR, { recursive: true, force: true })
}

const manifest = await buildClient()
console.log(`client built: build ${manifest.buildId}, ${Object.keys(manifest.islands).length} islands`)
