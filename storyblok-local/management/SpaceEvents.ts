import type { StoryRecord } from '../DemoData'

/** What the Management API's writes tell the rest of the service: the delivered content changed, and which webhooks to send. */
export interface SpaceEvents {
  /** A story was published (created or updated with `publish`). */
  published(story: StoryRecord): void
  /** A story was unpublished. */
  unpublished(story: StoryRecord): void
  /** Entries of a datasource (by slug) were created, changed or deleted. */
  entriesSaved(datasource: string): void
  /** Anything else the Content Delivery API serves changed (a folder, a datasource). */
  changed(): void
}
