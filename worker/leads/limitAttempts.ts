/** The window of the per-client submission limit (10 minutes, with the limit per window set by LEADS_RATE_LIMIT). */
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000
const DEFAULT_LIMIT = 10

export type AttemptCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** LEADS_RATE_LIMIT, a positive whole number; the default otherwise. */
export function attemptLimit(env: Pick<Env, 'LEADS_RATE_LIMIT'>): number {
  const limit = Number(env.LEADS_RATE_LIMIT)
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_LIMIT
}

/**
 * Records one submission of a client when it has made fewer than `limit` in the window, in
 * one statement (so parallel submissions cannot all slip under the limit); otherwise says
 * when the oldest one leaves the window.
 */
export async function limitAttempts(db: D1Database, client: string, limit: number, now: number): Promise<AttemptCheck> {
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
