import { oncePerObject } from '../../shared/content/oncePerObject'
import type { DatasourceEntry } from '../content/getDatasourceEntries'
import { parseSitePath } from '../routeTable/parseSitePath'
import { redirectTarget } from './redirectTarget'

/** A chain of entries (a → b → c) is followed to its end, at most this far; longer chains and cycles are ignored. */
const MAX_CHAIN = 5
/** The `redirects` datasource's mark of an explicitly external target. */
const EXTERNAL = /^https:\/\//i

function splitPath(location: string): [string, string] {
  const at = location.search(/[?#]/)
  return at === -1 ? [location, ''] : [location.slice(0, at), location.slice(at)]
}

/** An entry's source as the canonical path it matches; null when it can match no request (a query, a fragment, a scheme, an overlong path). */
export function entrySource(name: string, languages: ReadonlySet<string>): string | null {
  const source = name.trim()
  if (/[?#]/.test(source) || /^[a-z][a-z\d+.-]*:/i.test(source)) return null
  return parseSitePath(source, languages)?.path ?? null
}

/** An entry's target as a safe Location, a site path in canonical form; null when refused. */
export function entryTarget(value: string, languages: ReadonlySet<string>): string | null {
  const external = EXTERNAL.test(value.trim())
  const target = redirectTarget(value, external)
  if (!target || external) return target
  const [path, suffix] = splitPath(target)
  const canonical = parseSitePath(path, languages)?.path
  return canonical ? canonical + suffix : null
}

/** Each usable entry's canonical source and its target. */
function buildTable(entries: readonly DatasourceEntry[], languages: ReadonlySet<string>): ReadonlyMap<string, string> {
  const targets = new Map<string, string>()
  for (const entry of entries) {
    const source = entrySource(entry.name, languages)
    const target = entryTarget(entry.value, languages)
    if (source && target) targets.set(source, target)
  }
  return targets
}

/** The table of one read of the datasource for one language set: built once, not on every request. */
const tablesOf = oncePerObject((entries: readonly DatasourceEntry[]) => oncePerObject((languages: ReadonlySet<string>) => buildTable(entries, languages)))

/**
 * Where the `redirects` datasource sends a canonical path (name = source path, value = target),
 * or null. Sources are compared in canonical form (`/Jobs/` matches `/jobs`). A target must be a
 * site path, or an `https://` URL (explicitly external); entries with any other target are
 * ignored. A chain of entries is followed to its end, so the visitor needs one redirect.
 */
export function resolveRedirect(entries: readonly DatasourceEntry[], path: string, languages: ReadonlySet<string>): string | null {
  const targets = tablesOf(entries)(languages)
  let found: string | null = null
  let current = path
  for (let step = 0; ; step++) {
    const target = targets.get(current)
    if (target === undefined) return found
    // A hop past MAX_CHAIN entries: too long a chain (or a cycle that misses `path`).
    if (step === MAX_CHAIN) return null
    if (EXTERNAL.test(target)) return target
    found = target
    current = splitPath(target)[0]
    if (current === path) return null
  }
}
