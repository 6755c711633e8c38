import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries, type DatasourceEntry } from '../content/getDatasourceEntries'
import { parseSitePath } from './parseSitePath'
import { redirectTarget } from './redirectTarget'

/** The datasource of editor-managed redirects: name = source path, value = target. */
const REDIRECTS_DATASOURCE = 'redirects'
/** A chain of entries (a → b → c) is followed to its end, at most this far; longer chains and cycles are ignored. */
const MAX_CHAIN = 5
/** The datasource's mark of an explicitly external target. */
const EXTERNAL = /^https:\/\//i

function splitPath(location: string): [string, string] {
  const at = location.search(/[?#]/)
  return at === -1 ? [location, ''] : [location.slice(0, at), location.slice(at)]
}

/** An entry's target as a safe Location, internal paths in canonical form; null when refused. */
function entryTarget(value: string, languages: ReadonlySet<string>): string | null {
  const external = EXTERNAL.test(value.trim())
  const target = redirectTarget(value, external)
  if (!target || external) return target
  const [path, suffix] = splitPath(target)
  const canonical = parseSitePath(path, languages)?.path
  return canonical ? canonical + suffix : null
}

/**
 * The redirect for a canonical path (route rule 4), or null. Sources are compared in canonical
 * form, so `/Jobs/` in the datasource matches `/jobs`. Targets must be site paths, or `https://`
 * URLs (explicitly external); entries with other targets are ignored. A chain of entries is
 * followed to its end, so the visitor needs one redirect.
 */
export async function lookupRedirect(ctx: ContentContext, path: string, languages: ReadonlySet<string>): Promise<string | null> {
  let entries: DatasourceEntry[]
  try {
    entries = await getDatasourceEntries(ctx, REDIRECTS_DATASOURCE)
  } catch (error) {
    // Without the redirects (Storyblok down, none cached) pages still work, cached ones included.
    console.warn('redirects unavailable', error)
    return null
  }
  const targets = new Map<string, string>()
  for (const entry of entries) {
    const source = parseSitePath(entry.name.trim(), languages)?.path
    const target = entryTarget(entry.value, languages)
    if (source && target) targets.set(source, target)
    else console.warn('ignoring redirect entry', entry.name, entry.value)
  }
  let found: string | null = null
  let current = path
  for (let step = 0; step < MAX_CHAIN; step++) {
    const target = targets.get(current)
    if (target === undefined) return found
    if (EXTERNAL.test(target)) return target
    found = target
    current = splitPath(target)[0]
    if (current === path) return null
  }
  return null
}
