/** An IndexNow submission as the protocol has it (indexnow.org): the site's host, its key, where the key file is, the URLs. */
export interface Submission {
  host: string
  key: string
  /** The key file's URL; absent, the search engine reads `{host}/{key}.txt`. */
  keyLocation: string | null
  urlList: string[]
}

/** Why a submission is refused: IndexNow's status (400 malformed, 422 URLs off the host or a key off the protocol's format) and a message. */
export interface Refusal {
  status: 400 | 422
  message: string
}

/** At most this many URLs in one submission. */
const MAX_URLS = 10_000
/** The protocol's key: 8 to 128 characters of a-z, A-Z, 0-9 and `-`. */
const KEY = /^[a-zA-Z0-9-]{8,128}$/

const urlOf = (text: string): URL | null => {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** Whether a URL is on the submission's host (with or without its port: `127.0.0.1:8787` or `www.example.com`). */
const onHost = (url: URL, host: string): boolean => url.host === host.toLowerCase() || url.hostname === host.toLowerCase()

/** The body's fields, or a 400 when they are not there in the protocol's types. */
function readFields(body: unknown): Submission | Refusal {
  const malformed = (message: string): Refusal => ({ status: 400, message })
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return malformed('Expected a JSON object {host, key, keyLocation?, urlList}')
  const { host, key, keyLocation, urlList } = body as Record<string, unknown>
  if (typeof host !== 'string' || host.trim() === '') return malformed('host is required')
  if (typeof key !== 'string' || key === '') return malformed('key is required')
  if (keyLocation !== undefined && keyLocation !== null && typeof keyLocation !== 'string') return malformed('keyLocation must be a URL')
  if (!Array.isArray(urlList) || urlList.length === 0 || !urlList.every((url) => typeof url === 'string')) return malformed('urlList must be a list of URLs')
  if (urlList.length > MAX_URLS) return malformed(`urlList holds at most ${MAX_URLS} URLs`)
  return { host: host.trim(), key, keyLocation: typeof keyLocation === 'string' ? keyLocation : null, urlList: urlList as string[] }
}

/**
 * Reads a submission as IndexNow checks it: 400 for a malformed body (not JSON, a field missing,
 * no URLs or more than 10,000, a URL that is none), 422 for a key off the protocol's format, a URL
 * on another host, or a key file elsewhere than the host (whose folder then bounds the URLs).
 */
export function readSubmission(body: unknown): Submission | Refusal {
  const submission = readFields(body)
  if ('status' in submission) return submission
  const urls = submission.urlList.map(urlOf)
  const location = submission.keyLocation === null ? null : urlOf(submission.keyLocation)
  if (urls.includes(null) || (submission.keyLocation !== null && location === null))
    return { status: 400, message: 'Every URL must be an absolute http(s) URL' }
  if (!KEY.test(submission.key)) return { status: 422, message: 'The key must be 8 to 128 characters of a-z, A-Z, 0-9 and -' }
  if (!urls.every((url) => url !== null && onHost(url, submission.host))) return { status: 422, message: `Every URL must be on ${submission.host}` }
  if (location !== null) {
    // A key file in a folder vouches only for the URLs under that folder.
    const scope = location.host + location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1)
    if (!onHost(location, submission.host) || !urls.every((url) => url !== null && `${url.host}${url.pathname}`.startsWith(scope))) {
      return { status: 422, message: `The key file ${location.href} must be on ${submission.host}, in a folder above every URL` }
    }
  }
  return submission
}
