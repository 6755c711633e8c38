/** A repeat submission (same email and report) within this time is the same lead (24 hours: a second try the same day is not a new lead for sales). */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000

/** One row of `leads` (migrations/0001_leads.sql), without its id and time. */
export interface LeadRecord {
  language: string
  reportUuid: string
  reportSlug: string
  firstName: string
  lastName: string
  email: string
  company: string
  phone: string
  phoneCountry: string
  consentVersion: string
  marketing: boolean
  countryHint: string | null
  userAgent: string | null
}

/** The stored lead's id and whether this submission created it (false: a repeat within 24 hours). */
export interface StoredLead {
  id: string
  created: boolean
}

/**
 * Stores a lead unless the same email asked for the same report within 24 hours, in one D1
 * transaction (a batch): either the row is committed or nothing is written, and the answer
 * names the lead either way. Throws when D1 fails.
 */
export async function storeLead(db: D1Database, lead: LeadRecord, now: number): Promise<StoredLead> {
  const id = crypto.randomUUID()
  const since = now - REPEAT_WINDOW_MS
  const [insert, existing] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO leads (id, created_at, language, report_uuid, report_slug, first_name, last_name, email, company, phone, phone_country,
           consent_contact, consent_version, marketing_opt_in, marketing_version, country_hint, user_agent)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 1, ?12, ?13, ?12, ?14, ?15
         WHERE NOT EXISTS (SELECT 1 FROM leads WHERE email = ?8 AND report_uuid = ?4 AND created_at > ?16)`,
      )
      .bind(
        id,
        now,
        lead.language,
        lead.reportUuid,
        lead.reportSlug,
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.company,
        lead.phone,
        lead.phoneCountry,
        lead.consentVersion,
        lead.marketing ? 1 : 0,
        lead.countryHint,
        lead.userAgent,
        since,
      ),
    db
      .prepare('SELECT id FROM leads WHERE email = ?1 AND report_uuid = ?2 AND created_at > ?3 ORDER BY created_at LIMIT 1')
      .bind(lead.email, lead.reportUuid, since),
  ])
  const stored = existing?.results[0]?.id
  if (!stored) throw new Error('lead not found after insert')
  return { id: stored, created: (insert?.meta.changes ?? 0) > 0 }
}

/** Whether a lead exists for a report: a download is released for stored leads only. */
export async function leadExists(db: D1Database, id: string, reportSlug: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM leads WHERE id = ?1 AND report_slug = ?2').bind(id, reportSlug).first()) !== null
}
