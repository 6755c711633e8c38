import { scanAnswer, type ObservatoryScan, type ScanAnswer } from './observatoryScan'

/** An answer as the caller's HTTP client gives it: status, header pairs, and the body on demand. */
interface AskedAnswer {
  status: number
  headers: Iterable<readonly [string, string]>
  text: () => Promise<string>
}

/** One request, made by the caller without following redirects (the worker in workerd, Playwright's client against `npm start`). */
export type Ask = (url: string, init: { method: 'GET' | 'OPTIONS'; headers: Record<string, string> }) => Promise<AskedAnswer>

/** The Origin the scanner's CORS preflight claims (its config.js, `retriever.corsOrigin`). */
export const SCANNER_ORIGIN = 'https://http-observatory.security.mozilla.org'
/** What the scanner sends with every page request (retriever.js, session.js): a browser's Accept, Firefox with "Observatory" as its user agent. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:129.0) Gecko/20100101 Firefox/129.0 Observatory/129.0',
}
/** The statuses the scanner follows, at most 10 times (session.js). */
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const MAX_REDIRECTS = 10

/**
 * Scans `address` (the plain-http address of a page) the way the scanner's retriever does: GET it,
 * follow each redirect, keep every answer; read the final body; send the CORS preflight (OPTIONS
 * with the scanner's Origin) to the final address. The scanner also asks for /robots.txt, through a
 * client without its cookie jar, which changes no grade: that request is left out.
 */
export async function collectScan(address: string, ask: Ask): Promise<ObservatoryScan> {
  const chain: ScanAnswer[] = []
  let url = address
  for (let redirects = 0; ; redirects++) {
    const answer = await ask(url, { method: 'GET', headers: PAGE_HEADERS })
    const scanned = scanAnswer(url, answer.status, answer.headers)
    chain.push(scanned)
    const location = scanned.headers.location
    if (!REDIRECTS.has(answer.status) || location === undefined || redirects === MAX_REDIRECTS) {
      const html = await answer.text()
      const preflight = await ask(url, { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET', origin: SCANNER_ORIGIN } })
      await preflight.text()
      return { chain, html, preflight: { origin: SCANNER_ORIGIN, answer: scanAnswer(url, preflight.status, preflight.headers) } }
    }
    await answer.text()
    url = new URL(location, url).href
  }
}
