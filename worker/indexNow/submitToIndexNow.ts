/** IndexNow takes at most this many addresses in one submission (indexnow.org). */
const MAX_URLS_PER_SUBMISSION = 10_000
/** Statuses worth a later try; any other refusal (400 bad request, 403 key not verified, 422 foreign host) will not pass by waiting. */
const RETRIED = new Set([429])

/** What became of a submission: sent (or refused for good, logged), or worth a later try. */
export type SubmitOutcome = 'done' | 'retry'

/**
 * POSTs absolute addresses of this site to the IndexNow endpoint (INDEXNOW_ENDPOINT), with the
 * site's key (INDEXNOW_KEY) and where its key file is (`/{key}.txt`), in submissions of at most
 * 10,000. Nothing is sent without a key or an endpoint.
 */
export async function submitToIndexNow(env: Pick<Env, 'INDEXNOW_KEY' | 'INDEXNOW_ENDPOINT'>, urls: readonly string[]): Promise<SubmitOutcome> {
  const [first] = urls
  if (!env.INDEXNOW_KEY || !env.INDEXNOW_ENDPOINT || !first) return 'done'
  const origin = new URL(first).origin
  for (let start = 0; start < urls.length; start += MAX_URLS_PER_SUBMISSION) {
    const urlList = urls.slice(start, start + MAX_URLS_PER_SUBMISSION)
    const body = { host: new URL(origin).host, key: env.INDEXNOW_KEY, keyLocation: `${origin}/${env.INDEXNOW_KEY}.txt`, urlList }
    const status = await fetch(env.INDEXNOW_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    }).then(
      async (response) => {
        await response.body?.cancel()
        return response.status
      },
      (error: unknown) => {
        console.warn('IndexNow could not be reached: tried again later', error)
        return null
      },
    )
    if (status === null || status >= 500 || RETRIED.has(status)) return 'retry'
    if (status >= 400) console.error(`IndexNow refused ${urlList.length} addresses with ${status}: not sent again`)
  }
  return 'done'
}
