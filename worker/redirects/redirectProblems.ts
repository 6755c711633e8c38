import { oncePerObject } from '../../shared/content/oncePerObject'
import type { RedirectProblem } from '../../shared/editor/RedirectProblem'
import type { DatasourceEntry } from '../content/getDatasourceEntries'
import { entrySource, entryTarget, resolveRedirect } from './resolveRedirect'

/**
 * Every entry of the `redirects` datasource that cannot work, in the datasource's order, as
 * resolveRedirect reads them: a source that matches no request, a target that is neither a path
 * of the site nor an `https://` address (`pricing` without its `/`), an entry a later one with the
 * same source replaces, an entry whose chain goes round in a circle or past MAX_CHAIN steps.
 */
export function redirectProblems(entries: readonly DatasourceEntry[], languages: ReadonlySet<string>): RedirectProblem[] {
  const sources = entries.map((entry) => entrySource(entry.name, languages))
  const lastWithSource = new Map(sources.map((source, index) => [source, index]))
  return entries.flatMap((entry, index): RedirectProblem[] => {
    const words = { source: entry.name, target: entry.value }
    const source = sources[index]
    if (source === null || source === undefined) return [{ kind: 'source', ...words }]
    if (entryTarget(entry.value, languages) === null) return [{ kind: 'target', ...words }]
    if (lastWithSource.get(source) !== index) return [{ kind: 'replaced', ...words }]
    return resolveRedirect(entries, source, languages) === null ? [{ kind: 'loop', ...words }] : []
  })
}

/**
 * Logs each problem of one read of the datasource once per isolate (a JSON line each), where ops
 * look: the site itself ignores such entries, and a visitor gets the page (or the 404) at the source.
 */
export const logRedirectProblems = oncePerObject((entries: readonly DatasourceEntry[]) =>
  oncePerObject((languages: ReadonlySet<string>) => {
    for (const problem of redirectProblems(entries, languages)) console.warn(JSON.stringify({ level: 'warn', message: 'redirect entry ignored', ...problem }))
  }),
)
