import { Hono, type Context } from 'hono'
import type { IndexNowLog } from './IndexNowLog'
import { readSubmission } from './readSubmission'
import { verifyKeyFile } from './verifyKeyFile'

const readJson = async (c: Context): Promise<unknown> => {
  try {
    return (await c.req.json()) as unknown
  } catch {
    return null
  }
}

/** Checks a submission, fetches its key file, and records it: 200, or IndexNow's refusal (400, 422, 403). */
async function submit(c: Context, log: IndexNowLog, body: unknown): Promise<Response> {
  const submission = readSubmission(body)
  if ('status' in submission)
    return c.json({ code: submission.status === 400 ? 'InvalidRequestParameters' : 'UnprocessableEntity', message: submission.message }, submission.status)
  if (!(await verifyKeyFile(submission))) return c.json({ code: 'UserForbiddedToAccessSite', message: 'The key file could not be verified' }, 403)
  log.record(submission.urlList, new Date())
  return c.body(null, 200)
}

/**
 * The IndexNow stand-in (indexnow.org, as `api.indexnow.org/indexnow` answers): `POST /indexnow`
 * with `{host, key, keyLocation?, urlList}`, and the one-URL form `GET /indexnow?url=…&key=…`.
 * The key file is fetched for real (`keyLocation`, else `http://{host}/{key}.txt`); every accepted
 * submission is kept for `GET /_control/indexnow`.
 */
export function createIndexNowApi(log: IndexNowLog): Hono {
  const api = new Hono()
  api.post('/', async (c) => submit(c, log, await readJson(c)))
  api.get('/', async (c) => {
    const url = c.req.query('url') ?? ''
    let host = ''
    try {
      host = new URL(url).host
    } catch {
      // A missing or broken URL: the submission below is refused as malformed.
    }
    return submit(c, log, { host, key: c.req.query('key'), keyLocation: c.req.query('keyLocation'), urlList: url === '' ? [] : [url] })
  })
  return api
}
