import { expect, test } from '@playwright/test'
import { ESLint } from 'eslint'
import { readdirSync, readFileSync } from 'node:fs'
// @ts-expect-error eslint.config.js is JavaScript, without type declarations.
import { LAYERS as layerTable } from '../../eslint.config.js'

// The lint rules (eslint.config.js) tell the truth: the layer rules see type-only imports, every folder of a
// runtime is in them, and the README's table is the same table; no import cycles; no long functions.

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
  expect(root).toEqual([expect.stringContaining('worker/routes/ sits below worker/app')])
  expect(await layerErrors('worker/routes/layerFixture.ts', "import type { LoadedPage } from '../loaders/Loader'\nexport type Fixture = LoadedPage\n")).toEqual(
    [],
  )
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

test('an import cycle is refused, outside the one documented rich-text cycle', async () => {
  // cachedPage.ts imports freshness.ts; freshness.ts importing cachedPage.ts back closes a cycle.
  const [result] = await eslint.lintText("import { cachedPage } from './cachedPage'\nexport const fixture = cachedPage\n", {
    filePath: 'worker/cache/freshness.ts',
  })
  expect((result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle')).toEqual([
    expect.objectContaining({ message: expect.stringContaining('Dependency cycle') }),
  ])
})

test('a function of more than 80 lines is refused in shipped code, not in tests', async () => {
  const longFunction = `export function long(): number {\n  let total = 0\n${'  total += 1\n'.repeat(80)}  return total\n}\n`
  const errorsIn = async (filePath: string) =>
    ((await eslint.lintText(longFunction, { filePath }))[0]?.messages ?? []).filter((message) => message.ruleId === 'max-lines-per-function')
  expect(await errorsIn('worker/routes/longFixture.ts')).toHaveLength(1)
  expect(await errorsIn('storyblok-local/longFixture.ts')).toHaveLength(1)
  expect(await errorsIn('worker/routes/longFixture.test.ts')).toEqual([])
})
