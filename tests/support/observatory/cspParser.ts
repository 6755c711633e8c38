// One Content-Security-Policy as the Observatory's parser reads it (src/analyzer/cspParser.js,
// @mdn/mdn-http-observatory 1.6.3, 22e088df). Its merge of several policies (several headers,
// a comma, a meta element besides the header) keeps only what every policy allows, by rules of
// its own: the equivalent does not model it and refuses such a page (cspTest.ts), which this
// site, with its one header, never is.

/** A policy's directives, each with its sources (lower-case). */
export type Directives = Map<string, Set<string>>

/** Directives a policy may repeat: the scanner only warns. */
const REPEATABLE = new Set(['report-uri', 'report-to'])
/** Shorter than the shortest policy the scanner accepts (`img-src` less a character) is invalid. */
const SHORTEST_POLICY = 'img-src'.length - 1
const compare = new Intl.Collator('en').compare

/** A policy the scanner cannot parse: too short, or a directive repeated. */
export class InvalidPolicy extends Error {}

/**
 * A directive's sources in the scanner's order, without those that merely extend the one before
 * them (`https://a.example/x` after `https://a.example`): the scanner sorts them and drops each
 * that starts with its predecessor, duplicates included.
 */
function withoutExtensions(sources: string[]): Set<string> {
  const sorted = [...sources].sort(compare)
  const kept = sorted.filter((source, index) => index === 0 || !source.startsWith(sorted[index - 1] ?? ''))
  return new Set(kept.length > 0 ? kept : ["'none'"])
}

/**
 * Reads one policy: directives are case-insensitive, sources lower-cased, an empty `*-src` means
 * `'none'`. A repeated directive makes the policy invalid, except `report-uri` and `report-to`,
 * which only set `repeated`.
 */
export function parsePolicy(text: string): { directives: Directives; repeated: boolean } {
  const policy = text.replaceAll(/[\r\n]/g, '').trim()
  if (policy.length < SHORTEST_POLICY) throw new InvalidPolicy(`policy too short: ${policy}`)
  const directives: Directives = new Map()
  let repeated = false
  for (const entry of policy.split(';')) {
    const [written, ...values] = entry.trim().split(/\s+/)
    if (!written) continue
    const name = written.toLowerCase()
    if (directives.has(name)) {
      if (!REPEATABLE.has(name)) throw new InvalidPolicy(`directive repeated: ${name}`)
      repeated = true
    }
    const sources = values.map((value) => value.trim().toLocaleLowerCase())
    if (sources.length === 0 && name.endsWith('-src')) sources.push("'none'")
    directives.set(name, withoutExtensions(sources))
  }
  return { directives, repeated }
}
