// Lint for every TypeScript file: typescript-eslint, React hooks, jsx-a11y, and the import
// boundaries of README "Layers" (no-restricted-imports). Formatting is Prettier's (.prettierrc.json).
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The layers of each runtime, top first: a file may import its own layer and those below it,
 * never one above. Files directly in a runtime's folder (worker/app.ts) stand above them all.
 */
export const LAYERS = {
  worker: [
    ['routes', 'edge', 'seo'],
    ['render', 'feeds', 'sitemaps', 'machines', 'preview', 'webhooks', 'indexNow', 'leads', 'security'],
    ['routeTable', 'redirects', 'visitorLanguage', 'search'],
    ['loaders'],
    ['content'],
    ['cache'],
    ['config', 'crypto', 'generated', 'observability'],
  ],
  shared: [
    ['templates', 'components', 'leadForm', 'jobFilterForm', 'preview', 'richtext', 'editor', 'bloks'],
    ['islands'],
    ['pages', 'seo'],
    ['sections', 'jobFilters', 'search'],
    ['content', 'leadRules', 'i18n', 'links', 'html', 'text', 'cookies'],
  ],
}

/**
 * What each runtime may never import: shared/ runs in both, the worker never reads the local
 * content service or the local Amplitude collector, and each local stand-in stands apart from the
 * site, the repo's commands and the other stand-in (they meet in scripts/localSite/startLocalServices.ts).
 */
const FORBIDDEN_FOLDERS = {
  worker: ['client', 'storyblok-local', 'amplitude-local', 'workers-cache-local'],
  shared: ['worker', 'client', 'storyblok-local', 'amplitude-local', 'workers-cache-local', 'tests'],
  client: ['worker', 'storyblok-local', 'amplitude-local', 'workers-cache-local', 'tests'],
  'storyblok-local': ['worker', 'client', 'amplitude-local', 'workers-cache-local', 'scripts', 'tests'],
  'amplitude-local': ['worker', 'client', 'storyblok-local', 'workers-cache-local', 'scripts', 'tests'],
}

/** A relative import whose path, after its `../` steps, enters one of `folders`. */
function intoFolders(folders) {
  return `^(\\.\\./)+(${folders.join('|')})(/|$)`
}

/** Tests are not shipped: they may reach across runtimes (a client test reads the worker's build manifest). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx']

/** The modules directly in a runtime's folder (worker/app.ts, worker/index.ts): they stand above every layer. */
function rootModules(runtime) {
  return readdirSync(runtime, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name.replace(/\.tsx?$/, ''))
}

function boundaries(runtime, folder, above) {
  const patterns = [{ regex: intoFolders(FORBIDDEN_FOLDERS[runtime]), message: `${runtime}/ must not import this runtime's neighbours (README, Layers).` }]
  const roots = rootModules(runtime)
  if (roots.length > 0)
    patterns.push({
      regex: `^(\\.\\./)+(${roots.join('|')})$`,
      message: `${runtime}/${folder}/ sits below ${roots.map((name) => `${runtime}/${name}`).join(', ')}: imports point down the layers (README, Layers).`,
    })
  if (above.length > 0)
    patterns.push({
      regex: intoFolders(above),
      message: `${runtime}/${folder}/ sits below ${above.map((name) => `${runtime}/${name}/`).join(', ')}: imports point down the layers (README, Layers).`,
    })
  return { files: [`${runtime}/${folder}/**/*.{ts,tsx}`], ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns }] } }
}

/** A runtime without layers of its own: only its neighbours are refused. */
function neighboursRefused(runtime) {
  return {
    files: [`${runtime}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: intoFolders(FORBIDDEN_FOLDERS[runtime]), message: `${runtime}/ must not import this runtime's neighbours (README, Layers).` }] },
      ],
    },
  }
}

const boundaryRules = [
  neighboursRefused('client'),
  neighboursRefused('storyblok-local'),
  neighboursRefused('amplitude-local'),
  ...Object.entries(LAYERS).flatMap(([runtime, layers]) => [
    {
      files: [`${runtime}/*.{ts,tsx}`],
      ignores: TESTS,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [{ regex: intoFolders(FORBIDDEN_FOLDERS[runtime]), message: `${runtime}/ must not import this runtime's neighbours (README, Layers).` }],
          },
        ],
      },
    },
    ...layers.flatMap((layer, index) => layer.map((folder) => boundaries(runtime, folder, layers.slice(0, index).flat()))),
  ]),
]

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', '.tsbuild/', 'worker/generated/', 'worker-configuration.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The hooks rules; the React Compiler's rules (set-state-in-effect, …) do not apply: the site does not use the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Global JSX augmentations (`declare global { namespace JSX … }`) are declarations, not code.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // A scrollable table is a labelled region that keyboard users must be able to focus to scroll.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Backdrops, menus and delegated link clicks: each has its keyboard path (Escape, buttons,
      // links), which the browser tests drive; the click handler only adds the pointer path.
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
      // Webinar videos come from the content without caption tracks; the page names the video.
      'jsx-a11y/media-has-caption': 'off',
      // `_name` marks a value left out on purpose (`const { id: _uuid, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles (type-only imports aside): a cycle hides which module is the lower one.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    // A dynamic import is where code loads lazily, after every module it could lead back to has run
    // (the search page's loader loads the search code, which asks the route table what has a page).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // Small functions in everything that ships or runs (the worker, the browser, the local
    // services, the scripts): a function that outgrows a screen is split along its seams.
    files: ['**/*.{ts,tsx,js}'],
    ignores: [...TESTS, 'tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Lines within the formatter's width in what ships: Prettier breaks code at 160 characters, but
    // leaves comments as written. Sentences in strings (the message catalogues) stay whole.
    files: ['worker/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-len': ['error', { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  ...boundaryRules,
)
