import { expect, test } from '@playwright/test'
import { ESLint } from 'eslint'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'
// @ts-expect-error eslint.config.js is JavaScript, without type declarations.
import { LAYERS as layerTable } from '../../eslint.config.js'

// The lint rules (eslint.config.js) tell the truth: the layer rules see type-only imports, every folder of a
// runtime is in them, and the README's table is the same table; no import cycles, type-only ones included; no long
// functions; no line in shipped code beyond the formatter's width.

const LAYERS = layerTable as Record<string, string[][]>
const eslint = new ESLint()

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

test('a type-only import that runs up the layers is refused, like any import', async () => {
  const upward = await layerErrors('worker/content/layerFixture.ts', "import type { LoadedPage } from '../loaders/Loader'\nexport type Fixture = LoadedPage\n")
  expect(upward).toEqual([expect.stringContaining('worker/content/ sits below')])
  const root = await layerErrors('worker/routes/layerFixture.ts', "import type { App } from '../app'\nexport type Fixture = App\n")
  expect(root).toEqual([expect.stringMatching(/worker\/routes\/ sits below .*worker\/app\b/)])
  expect(await layerErrors('worker/routes/layerFixture.ts', "import type { LoadedPage } from '../loaders/Loader'\nexport type Fixture = LoadedPage\n")).toEqual(
    [],
  )
})

test('the local content service imports nothing of the repo’s commands or of the site', async () => {
  expect(
    await layerErrors(
      'storyblok-local/management/layerFixture.ts',
      "import { REPORT_ENVIRONMENTS } from '../../scripts/seo/reportOrigin'\nexport const fixture = REPORT_ENVIRONMENTS\n",
    ),
  ).toEqual([expect.stringContaining('storyblok-local/ must not import')])
  expect(
    await layerErrors('storyblok-local/management/layerFixture.ts', "import { createApp } from '../../worker/app'\nexport const fixture = createApp\n"),
  ).toEqual([expect.stringContaining('storyblok-local/ must not import')])
  expect(
    await layerErrors(
      'storyblok-local/management/layerFixture.ts',
      "import { contentModel } from '../../shared/content/schema/contentModel'\nexport const fixture = contentModel\n",
    ),
  ).toEqual([])
})

test('the local Amplitude collector and the local Storyblok import neither the other, and the site neither', async () => {
  expect(
    await layerErrors('amplitude-local/layerFixture.ts', "import { demoSpace } from '../storyblok-local/space/demoSpace'\nexport const fixture = demoSpace\n"),
  ).toEqual([expect.stringContaining('amplitude-local/ must not import')])
  expect(
    await layerErrors('amplitude-local/layerFixture.ts', "import { portInUse } from '../scripts/localSite/portInUse'\nexport const fixture = portInUse\n"),
  ).toEqual([expect.stringContaining('amplitude-local/ must not import')])
  expect(
    await layerErrors(
      'storyblok-local/control/layerFixture.ts',
      "import { createAmplitudeLocal } from '../../amplitude-local/createAmplitudeLocal'\nexport const fixture = createAmplitudeLocal\n",
    ),
  ).toEqual([expect.stringContaining('storyblok-local/ must not import')])
  expect(
    await layerErrors(
      'worker/config/layerFixture.ts',
      "import type { AnalyticsCollector } from '../../amplitude-local/AnalyticsCollector'\nexport type Fixture = AnalyticsCollector\n",
    ),
  ).toEqual([expect.stringContaining('worker/ must not import')])
  // Where the two meet: the local services' entry.
  expect(
    await layerErrors(
      'scripts/localSite/layerFixture.ts',
      "import { createAmplitudeLocal } from '../../amplitude-local/createAmplitudeLocal'\nexport const fixture = createAmplitudeLocal\n",
    ),
  ).toEqual([])
})

test('every folder of worker/ and shared/ has its place in the layers', () => {
  for (const [runtime, layers] of Object.entries(LAYERS)) {
    const folders = readdirSync(runtime, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(
      folders.filter((folder) => !layers.flat().includes(folder)),
      runtime,
    ).toEqual([])
  }
})

test('the README’s layer table is the table the lint rules are made from', () => {
  const readme = readFileSync('README.md', 'utf8')
  for (const [runtime, layers] of Object.entries(LAYERS)) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${runtime}/\` | `) && line.includes(' → '))
    const cell = row?.split(' | ')[1] ?? ''
    const groups = cell.split(' → ').map((group) => [...group.matchAll(/`([\w-]+)\/`/g)].map((match) => match[1]).sort())
    expect(groups, runtime).toEqual(layers.map((layer) => [...layer].sort()))
  }
})

test('an import cycle is refused', async () => {
  // cachedPage.ts imports freshness.ts; freshness.ts importing cachedPage.ts back closes a cycle.
  const [result] = await eslint.lintText("import { cachedPage } from './cachedPage'\nexport const fixture = cachedPage\n", {
    filePath: 'worker/cache/freshness.ts',
  })
  expect((result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle')).toEqual([
    expect.objectContaining({ message: expect.stringContaining('Dependency cycle') }),
  ])
})

/** Shipped and running code: everything the worker, the browser, the local services and the scripts load. */
const CODE_FOLDERS = ['worker', 'client', 'shared', 'storyblok-local', 'amplitude-local', 'scripts']

/** The modules a file's import and export declarations name (not its `import()` calls). */
function staticImports(text: string): string[] {
  const source = ts.createSourceFile('file.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

/**
 * Every static relative import of every code file, type-only ones included (import-x/no-cycle
 * skips those). Dynamic imports are left out: lazy code may close a cycle (README, Layers).
 */
function importGraph(replaced: Record<string, string> = {}): Map<string, string[]> {
  const files = CODE_FOLDERS.flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file))).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|spec|d)\.tsx?$/.test(file) && !file.includes('node_modules'),
  )
  const known = new Set(files)
  const resolve = (from: string, specifier: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => join(dirname(from), specifier) + ending).find((file) => known.has(file))
  return new Map(
    files.map((file) => {
      const relative = staticImports(replaced[file] ?? readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(file, specifier))
      return [file, [...new Set(relative.filter((target) => target !== undefined))]]
    }),
  )
}

/** The graph's cycles: the sorted files of each strongly connected component (Tarjan), in file order. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    lowest.set(file, index.get(file)!)
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) visit(target)
      if (stack.includes(target)) lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!))
    }
    if (lowest.get(file) !== index.get(file)) return
    const component = stack.splice(stack.indexOf(file))
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles.sort((one, other) => one[0]!.localeCompare(other[0]!))
}

test('no import cycle anywhere, through type-only imports either', () => {
  expect(cyclesOf(importGraph())).toEqual([])
  const typeOnlyBack = "import type { cachedPage } from './cachedPage'\nexport type Fixture = typeof cachedPage\n"
  expect(cyclesOf(importGraph({ 'worker/cache/freshness.ts': typeOnlyBack }))).toEqual([['worker/cache/cachedPage.ts', 'worker/cache/freshness.ts']])
})

test('a function of more than 80 lines is refused in shipped code, not in tests', async () => {
  const longFunction = `export function long(): number {\n  let total = 0\n${'  total += 1\n'.repeat(80)}  return total\n}\n`
  const errorsIn = async (filePath: string) =>
    ((await eslint.lintText(longFunction, { filePath }))[0]?.messages ?? []).filter((message) => message.ruleId === 'max-lines-per-function')
  expect(await errorsIn('worker/routes/longFixture.ts')).toHaveLength(1)
  expect(await errorsIn('storyblok-local/longFixture.ts')).toHaveLength(1)
  expect(await errorsIn('worker/routes/longFixture.test.ts')).toEqual([])
})

test('a comment line over 160 characters is refused in shipped code, a long sentence in a string is not', async () => {
  const longComment = `/** ${'A comment that goes on. '.repeat(7)}*/\nexport const fixture = 1\n`
  const longString = `export const fixture = { sentence: '${'A sentence in a catalogue. '.repeat(7)}' }\n`
  const errorsIn = async (code: string, filePath: string) =>
    ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).filter((message) => message.ruleId === 'max-len')
  expect(await errorsIn(longComment, 'shared/seo/longFixture.ts')).toHaveLength(1)
  expect(await errorsIn(longComment, 'worker/routes/longFixture.ts')).toHaveLength(1)
  expect(await errorsIn(longString, 'shared/i18n/messages/longFixture.ts')).toEqual([])
  expect(await errorsIn(longComment, 'worker/routes/longFixture.test.ts')).toEqual([])
})
