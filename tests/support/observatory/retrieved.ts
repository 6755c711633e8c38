import { collectElements } from './htmlElements'
import type { ObservatoryScan, ScanAnswer, ScanPreflight } from './observatoryScan'

/**
 * What the scanner's retriever holds when its tests run (src/types.js, `Requests`), read from a
 * scan. The scanner opens two chains of its own, from http://host/ and from https://host/, and
 * grades the https one's final answer when https answers at all. The equivalent takes one chain,
 * from the plain-http address: its final answer stands for both when it is on https (the site
 * sends http to https on the same host), and for the http chain alone, with no https, when it is
 * not (`npm start`). A site that answers on https without sending http there is not modelled.
 */
export interface Retrieved {
  /** The answer the page tests read (`responses.auto`). */
  auto: ScanAnswer
  /** The final https answer, HSTS's (`responses.https`); null without https. */
  https: ScanAnswer | null
  /** Every answer from the plain-http address on (`responses.httpRedirects`). */
  route: ScanAnswer[]
  /** Whether the graded session's address is https (`session.url.protocol`): CSP's and SRI's tests ask. */
  secure: boolean
  /** The host the scan was asked for (`site.hostname`). */
  host: string
  /** The final answer's body (`resources.path`). */
  html: string
  /** The Set-Cookie headers of the graded session, whose cookie jar the cookies test reads. */
  setCookies: string[]
  preflight: ScanPreflight | null
  /** Meta elements standing in for headers (retriever/utils.js, parseHttpEquivHeaders): CSP's and the referrer's. */
  httpEquiv: { contentSecurityPolicy: string[]; referrerPolicy: string[] }
}

/** The media types the scanner reads as HTML (types.js, HTML_TYPES). */
export const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])

/** Whether an answer is HTML, by its Content-Type's media type. */
function isHtml(answer: ScanAnswer): boolean {
  return HTML_TYPES.has((answer.headers['content-type'] ?? '').split(';')[0] ?? '')
}

/** The meta elements of an HTML answer that the scanner reads as headers: `http-equiv` CSP, and the last `name="referrer"`. */
function httpEquivOf(auto: ScanAnswer, html: string): Retrieved['httpEquiv'] {
  const found: Retrieved['httpEquiv'] = { contentSecurityPolicy: [], referrerPolicy: [] }
  if (!isHtml(auto) || !html) return found
  for (const meta of collectElements(html, 'meta')) {
    if ('http-equiv' in meta && 'content' in meta) {
      if (meta['http-equiv']?.toLowerCase().trim() === 'content-security-policy' && meta.content) found.contentSecurityPolicy.push(meta.content)
    } else if (meta.name?.toLowerCase().trim() === 'referrer' && meta.content) {
      found.referrerPolicy = [meta.content]
    }
  }
  return found
}

/** The retriever's view of a scan; the chain must hold at least one answer. */
export function retrievedFrom(scan: ObservatoryScan): Retrieved {
  const [first] = scan.chain
  const auto = scan.chain.at(-1)
  if (!first || !auto) throw new Error('a scan needs at least one answer')
  const secure = new URL(auto.url).protocol === 'https:'
  const firstSecure = scan.chain.findIndex((answer) => new URL(answer.url).protocol === 'https:')
  const session = secure ? scan.chain.slice(firstSecure) : scan.chain
  return {
    auto,
    https: secure ? auto : null,
    route: scan.chain,
    secure,
    host: new URL(first.url).hostname,
    html: scan.html,
    setCookies: session.flatMap((answer) => answer.setCookies),
    preflight: scan.preflight,
    httpEquiv: httpEquivOf(auto, scan.html),
  }
}
