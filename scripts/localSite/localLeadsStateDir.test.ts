import { describe, expect, it } from 'vitest'
import { localLeadsStateDir, newestStateDir } from './localLeadsStateDir'

describe('the local database a tool reads without SITE_PORT', () => {
  it('is the only site’s, without a word', () => {
    expect(newestStateDir('leads:export', [{ dir: localLeadsStateDir(8787), mtimeMs: 5 }])).toEqual({ dir: '.wrangler/start-state-8787', note: null })
  })

  it('is the site npm start made last, and says which of how many it read', () => {
    const dirs = [
      { dir: localLeadsStateDir(8787), mtimeMs: 1_000 },
      { dir: localLeadsStateDir(8857), mtimeMs: 3_000 },
      { dir: localLeadsStateDir(8867), mtimeMs: 2_000 },
    ]
    expect(newestStateDir('search:misses', dirs)).toEqual({
      dir: '.wrangler/start-state-8857',
      note: 'search:misses: reading .wrangler/start-state-8857, the newest of 3 local sites (SITE_PORT=<port> chooses another).',
    })
  })

  it('is none before any site has made one', () => {
    expect(newestStateDir('leads:export', [])).toBeNull()
  })
})
