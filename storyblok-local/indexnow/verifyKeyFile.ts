import type { Submission } from './readSubmission'

const TIMEOUT_MS = 5_000

/** Where the key file is: `keyLocation`, else `http://{host}/{key}.txt` (the real service reads https; the local site serves http). */
const keyFileUrl = (submission: Submission): string => submission.keyLocation ?? `http://${submission.host}/${submission.key}.txt`

/**
 * Whether the key file proves the submitter owns the host, as the search engines check it: it
 * answers 200 itself (a redirect does not count) with a body that is the key, exactly (a trailing
 * newline too is refused: the strictest reading, which every engine accepts).
 */
export async function verifyKeyFile(submission: Submission): Promise<boolean> {
  try {
    const response = await fetch(keyFileUrl(submission), { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (response.status !== 200) {
      await response.body?.cancel()
      return false
    }
    return (await response.text()) === submission.key
  } catch {
    return false
  }
}
