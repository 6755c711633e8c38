import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** What the stand-in for Cloudflare's API answers: who is logged in, the environment's secrets and its unapplied D1 migrations. */
export interface FakeCloudflare {
  loggedIn: boolean
  secrets: string[]
  pendingMigrations: string[]
}

const REPO = path.resolve(import.meta.dirname, '../..')

/**
 * `wrangler` as this machine has it, except the commands that need a Cloudflare account (there is
 * none here): `secret list`, `d1 migrations list --remote` and a real `deploy` answer from
 * FAKE_CLOUDFLARE, in wrangler's own formats; everything else (build, dry run, types) is wrangler's.
 */
const FAKE_WRANGLER = `const { spawnSync } = require('node:child_process')
const args = process.argv.slice(2)
const state = JSON.parse(process.env.FAKE_CLOUDFLARE || '{"loggedIn":false}')
const needsAccount = (args[0] === 'secret' && args[1] === 'list') || (args[0] === 'd1' && args.includes('--remote')) || (args[0] === 'deploy' && !args.includes('--dry-run'))
if (needsAccount && !state.loggedIn) {
  console.error('✘ [ERROR] In a non-interactive environment, it is necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.')
  process.exit(1)
}
if (args[0] === 'secret' && args[1] === 'list') {
  console.log(JSON.stringify(state.secrets.map((name) => ({ name, type: 'secret_text' }))))
} else if (args[0] === 'd1' && args[1] === 'migrations' && args[2] === 'list' && args.includes('--remote')) {
  if (state.pendingMigrations.length === 0) console.log('✅ No migrations to apply!')
  else {
    console.log('Migrations to be applied:')
    console.log('┌────────────────┐\\n│ name           │\\n├────────────────┤')
    for (const name of state.pendingMigrations) console.log('│ ' + name.padEnd(15) + '│')
    console.log('└────────────────┘')
  }
} else if (args[0] === 'deploy' && !args.includes('--dry-run')) {
  console.log('FAKE DEPLOYED ' + args.join(' '))
} else {
  process.exit(spawnSync(process.execPath, [process.env.REAL_WRANGLER_BIN, ...args], { stdio: 'inherit' }).status ?? 1)
}
`

/**
 * A fresh clone of the repo as the working tree has it (tracked files only: no build, no
 * .wrangler, no .dev.vars), with the installed packages linked in and the fake wrangler.
 * `reset()` makes it fresh again (what a test wrote or built is gone), so tests can share one.
 */
export function freshClone(): { dir: string; env: (cloudflare: FakeCloudflare) => NodeJS.ProcessEnv; reset: () => void; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'freight-clone-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' })
    .split('\0')
    // A worktree may link a shared install as a file named node_modules.
    .filter((file) => file && file !== 'node_modules' && existsSync(path.join(REPO, file)))
  const archive = execFileSync('tar', ['-c', '--null', '-T', '-', '-f', '-'], { cwd: REPO, input: files.join('\0'), maxBuffer: 1 << 30 })
  const unpack = () => execFileSync('tar', ['-x', '-f', '-'], { cwd: dir, input: archive })
  unpack()
  const modules = realpathSync(path.join(REPO, 'node_modules'))
  mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true })
  for (const entry of readdirSync(modules)) if (entry !== '.bin') symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry))
  for (const bin of readdirSync(path.join(modules, '.bin'))) {
    if (bin !== 'wrangler') symlinkSync(realpathSync(path.join(modules, '.bin', bin)), path.join(dir, 'node_modules/.bin', bin))
  }
  writeFileSync(path.join(dir, 'node_modules/.bin/fake-wrangler.cjs'), FAKE_WRANGLER)
  writeFileSync(path.join(dir, 'node_modules/.bin/wrangler'), '#!/bin/sh\nexec node "$(dirname "$0")/fake-wrangler.cjs" "$@"\n')
  chmodSync(path.join(dir, 'node_modules/.bin/wrangler'), 0o755)
  const realWrangler = realpathSync(path.join(modules, '.bin/wrangler'))
  return {
    dir,
    env: (cloudflare) => ({ ...process.env, FAKE_CLOUDFLARE: JSON.stringify(cloudflare), REAL_WRANGLER_BIN: realWrangler }),
    reset: () => {
      for (const entry of readdirSync(dir)) if (entry !== 'node_modules') rmSync(path.join(dir, entry), { recursive: true, force: true })
      unpack()
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** The clone's wrangler.toml, changed by `edit`. */
export function editWranglerToml(dir: string, edit: (toml: string) => string): void {
  const file = path.join(dir, 'wrangler.toml')
  writeFileSync(file, edit(readFileSync(file, 'utf8')))
}
