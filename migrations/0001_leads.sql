-- Leads of the gated reports (docs/security.md, "Leads"). Times are Unix milliseconds.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  language TEXT NOT NULL,
  report_uuid TEXT NOT NULL,
  report_slug TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- Lower-cased: one person, one address.
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  -- E.164 (+4930123456) and the number's country.
  phone TEXT NOT NULL,
  phone_country TEXT NOT NULL,
  -- The required consent (contact and privacy policy) and the optional marketing opt-in, each with the version of its wording.
  consent_contact INTEGER NOT NULL,
  consent_version TEXT NOT NULL,
  marketing_opt_in INTEGER NOT NULL,
  marketing_version TEXT NOT NULL,
  -- CF-IPCountry; never the IP address.
  country_hint TEXT,
  user_agent TEXT
);
-- The 24-hour repeat check (same email and report) and the retention job.
CREATE INDEX leads_email_report ON leads (email, report_uuid, created_at);
CREATE INDEX leads_created_at ON leads (created_at);

-- Submissions per client for the rate limit: a keyed hash of the IP, never the IP.
CREATE TABLE lead_attempts (
  client_hash TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX lead_attempts_client ON lead_attempts (client_hash, at);
