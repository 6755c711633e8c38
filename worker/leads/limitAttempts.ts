/** The window of the per-client submission limit (10 minutes, with the limit per window set by LEADS_RATE_LIMIT). */
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000
const DEFAULT_LIMIT = 10

export type AttemptCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** How much looser the bucket of submissions that fail the checks is than the valid ones'. */
const INVALID_LIMIT_FACTOR = 5

/** LEADS_RATE_LIMIT, a positive whole number; the default otherwise. */
function attemptLimit(env: Pick<Env, 'LEADS_RATE_LIMIT'>): number {
  const limit = Number(env.LEADS_RATE_LIMIT)
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_LIMIT
}

/** What a submission counts against: a client's bucket and its limit per window. */
export interface AttemptBucket {
  client: string
  limit: number
}

/**
 * The bucket a submission counts in. A valid one counts in the client's own (LEADS_RATE_LIMIT a
 * window); one that fails the checks (a 422) in a bucket of its own, five times looser: a burst of
 * bad posts, a bot's or a hostile page's, never locks a client, or an office behind one address,
 * out of a valid submission, and a script that only ever fails is still slowed down.
 */
export function attemptBucket(env: Pick<Env, 'LEADS_RATE_LIMIT'>, client: string, valid: boolean): AttemptBucket {
  return valid ? { client, limit: attemptLimit(env) } : { client: `${client}:invalid`, limit: attemptLimit(env) * INVALID_LIMIT_FACTOR }
}

/**
 * Records one submission in its bucket when it holds fewer than its limit in the window, in one
 * statement (so parallel submissions cannot all slip under the limit); otherwise says when the
 * oldest one leaves the window.
 */
export async function limitAttempts(db: D1Database, { client, limit }: AttemptBucket, now: number): Promise<AttemptCheck> {
  const since = now - ATTEMPT_WINDOW_MS
  const [insert, window] = await db.batch<{ oldest: number | null }>([
    db
      .prepare('INSERT INTO lead_attempts (client_hash, at) SELECT ?1, ?2 WHERE (SELECT count(*) FROM lead_attempts WHERE client_hash = ?1 AND at > ?3) < ?4')
      .bind(client, now, since, limit),
    db.prepare('SELECT min(at) AS oldest FROM lead_attempts WHERE client_hash = ?1 AND at > ?2').bind(client, since),
  ])
  if ((insert?.meta.changes ?? 0) > 0) return { allowed: true }
  const oldest = window?.results[0]?.oldest ?? now
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + ATTEMPT_WINDOW_MS - now) / 1000)) }
}
