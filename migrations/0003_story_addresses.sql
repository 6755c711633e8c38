-- Every address a published story has had (docs/decisions/old-addresses-answer-301.md): where it is
-- now (last_seen NULL) and where it was. An old address answers 301 to the story's current one, or
-- 410 once the story is unpublished or deleted. Filled by comparing Storyblok's links map with the
-- last one seen, at each webhook and each cron run. Times are Unix milliseconds.
CREATE TABLE story_addresses (
  -- The site path, canonical (/about, /de/blog/green-corridors).
  address TEXT NOT NULL,
  story_uuid TEXT NOT NULL,
  -- Storyblok's story id, which webhooks name (story_id).
  story_id INTEGER NOT NULL,
  -- The story's full slug while it had this address (what its cache tags name).
  full_slug TEXT NOT NULL,
  first_seen INTEGER NOT NULL,
  -- NULL: the story's address now.
  last_seen INTEGER,
  PRIMARY KEY (address, story_uuid)
);
CREATE INDEX story_addresses_story ON story_addresses (story_uuid, last_seen);
CREATE INDEX story_addresses_story_id ON story_addresses (story_id, last_seen);
