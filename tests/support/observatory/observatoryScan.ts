// What the Observatory's equivalent grades (docs/security.md, "The HTTP Observatory"): a scan as
// plain data, so that the same grader reads the worker's answers in workerd and the running site's
// in Node.

/** One answer of a scan: the address asked, its status and its headers. */
export interface ScanAnswer {
  url: string
  status: number
  /**
   * Header values by lower-case name; a header sent more than once has its values joined with
   * ", ", as Node's http (the scanner's axios) and fetch's `Headers.get` both join them. That is
   * how the scanner sees a second HSTS or CSP header: as a comma in one value.
   */
  headers: Record<string, string>
  /** Every Set-Cookie header on its own: cookies cannot be joined. */
  setCookies: string[]
}

/** The CORS preflight the scanner sends to the final address, with the Origin it claimed. */
export interface ScanPreflight {
  origin: string
  answer: ScanAnswer
}

/**
 * A scan of one address, as the scanner's retriever gathers it: the chain of answers from the
 * plain-http address through every redirect to the final answer, the final answer's body (the
 * page whose scripts SRI reads) and the CORS preflight's answer.
 */
export interface ObservatoryScan {
  chain: ScanAnswer[]
  html: string
  preflight: ScanPreflight | null
}

/** A scan answer from a response's header pairs (fetch's `Headers`, Playwright's `headersArray()`). */
export function scanAnswer(url: string, status: number, headerPairs: Iterable<readonly [string, string]>): ScanAnswer {
  const headers: Record<string, string> = {}
  const setCookies: string[] = []
  for (const [rawName, value] of headerPairs) {
    const name = rawName.toLowerCase()
    if (name === 'set-cookie') setCookies.push(value)
    else headers[name] = name in headers ? `${headers[name]}, ${value}` : value
  }
  return { url, status, headers, setCookies }
}
