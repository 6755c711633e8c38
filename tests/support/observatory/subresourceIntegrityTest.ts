import { collectElements, type Attributes } from './htmlElements'
import { HTML_TYPES, type Retrieved } from './retrieved'
import type { ResultName, TestOutcome } from './scoreTable'

// The Observatory's Subresource Integrity test (src/analyzer/tests/subresource-integrity.js, 1.6.3,
// 22e088df): the final page's script elements. The scanner asks the public suffix list (tldts)
// whether a script's host shares the page's registrable domain; the equivalent compares the last
// two labels of the host names (an IP address has none, as in tldts), so a host under a suffix like
// co.uk is read too broadly. This site's scripts are its own (`/assets/…`), which never get that far.

/** The results from best to worst: a script's worse result replaces a better one (utils.js, onlyIfWorse). */
const GOODNESS: ResultName[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
]
const PASSED: ResultName[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-not-implemented-response-not-html',
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'sri-not-implemented-but-no-scripts-loaded',
]

const worse = (found: ResultName | null, candidate: ResultName) => (found === null || GOODNESS.indexOf(candidate) > GOODNESS.indexOf(found) ? candidate : found)

/** The registrable domain as the equivalent approximates it: the last two labels; null for an IP address. */
function registrableDomain(host: string): string | null {
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return null
  return host.split('.').slice(-2).join('.')
}

/** What one script with a `src` adds to the result found so far. */
function scriptResult(script: Attributes, src: string, retrieved: Retrieved, found: ResultName | null): { found: ResultName | null; foreign: boolean } {
  const integrity = Boolean(script.integrity)
  const relativeProtocol = /^(\/\/)[^/]/.test(src)
  const fullUrl = /^https?:\/\//.test(src)
  const relativeOrigin = !relativeProtocol && !fullUrl
  const sameDomain = !fullUrl || registrableDomain(new URL(src).hostname) === registrableDomain(retrieved.host)
  const secureOrigin = relativeOrigin || (sameDomain && !relativeProtocol)
  const secureScheme = (fullUrl && new URL(src).protocol === 'https:') || (relativeOrigin && retrieved.secure)
  if (secureOrigin) {
    // A bonus even for the page's own scripts, if they carry integrity and come over https.
    return { found: integrity && secureScheme && found === null ? 'sri-implemented-and-all-scripts-loaded-securely' : found, foreign: false }
  }
  if (integrity && !secureScheme) return { found: worse(found, 'sri-implemented-but-external-scripts-not-loaded-securely'), foreign: true }
  if (!integrity && secureScheme) return { found: worse(found, 'sri-not-implemented-but-external-scripts-loaded-securely'), foreign: true }
  if (!integrity) return { found: worse(found, 'sri-not-implemented-and-external-scripts-not-loaded-securely'), foreign: true }
  return { found, foreign: true }
}

/** The page's scripts: from its own site, or from others over https with integrity. */
export function subresourceIntegrityTest(retrieved: Retrieved): TestOutcome {
  // Unlike the meta elements' reading, no Content-Type at all counts as HTML here, as in the scanner.
  const mime = (retrieved.auto.headers['content-type'] ?? '').split(';')[0]
  if (mime && !HTML_TYPES.has(mime)) return { result: 'sri-not-implemented-response-not-html', pass: true }
  let scripts: Attributes[]
  try {
    scripts = collectElements(retrieved.html, 'script')
  } catch {
    return { result: 'html-not-parseable', pass: false }
  }
  let found: ResultName | null = null
  let foreign = false
  for (const script of scripts) {
    if (!script.src) continue
    const outcome = scriptResult(script, script.src, retrieved, found)
    found = outcome.found
    foreign ||= outcome.foreign
  }
  let result: ResultName
  if (scripts.length === 0) result = 'sri-not-implemented-but-no-scripts-loaded'
  else result = found ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  return { result, pass: PASSED.includes(result) }
}
