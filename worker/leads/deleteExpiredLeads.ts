import { ATTEMPT_WINDOW_MS } from './limitAttempts'

const DAY_MS = 24 * 60 * 60 * 1000
const DEFAULT_RETENTION_DAYS = 730

/** LEADS_RETENTION_DAYS, a positive whole number of days; the default otherwise. */
export function retentionDays(env: Pick<Env, 'LEADS_RETENTION_DAYS'>): number {
  const days = Number(env.LEADS_RETENTION_DAYS)
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS
}

/** The daily cron: deletes leads older than the retention and rate-limit records past their window. Returns the leads deleted. */
export async function deleteExpiredLeads(db: D1Database, days: number, now: number): Promise<number> {
  const [leads] = await db.batch([
    db.prepare('DELETE FROM leads WHERE created_at < ?1').bind(now - days * DAY_MS),
    db.prepare('DELETE FROM lead_attempts WHERE at < ?1').bind(now - ATTEMPT_WINDOW_MS),
  ])
  return leads?.meta.changes ?? 0
}
