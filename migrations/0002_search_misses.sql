-- Searches that found nothing, per language (docs/security.md, "Searches"): what editors may want to write
-- about. The query is lower-cased, with e-mail addresses and phone numbers replaced; never who
-- searched. Times are Unix milliseconds; the daily job deletes rows not seen for 90 days.
CREATE TABLE search_misses (
  language TEXT NOT NULL,
  query TEXT NOT NULL,
  misses INTEGER NOT NULL,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL,
  PRIMARY KEY (language, query)
);
CREATE INDEX search_misses_last_seen ON search_misses (last_seen);
