import type { FolderRecord, StoryRecord } from '../space/DemoData'
import type { ReleaseRecord } from '../space/Releases'

/** What the Management API's writes tell the rest of the service: the delivered content changed, and which webhooks to send. */
export interface SpaceEvents {
  /**
   * A story was published (created or updated with `publish`); `before` is the version published
   * until then, if any: a published version that changed folders is a move too (`moved`, then `published`).
   */
  published(story: StoryRecord, before: StoryRecord | undefined): void
  /** A story was unpublished. */
  unpublished(story: StoryRecord): void
  /** A folder was renamed or moved: everything in it moved with it, which Storyblok announces with no event of its own. */
  moved(folder: FolderRecord): void
  /** A story was deleted. */
  deleted(story: StoryRecord): void
  /** A release was released: its stories were published, which Storyblok announces as one `release_merged` event. */
  releaseMerged(release: ReleaseRecord): void
  /** Entries of a datasource (by slug) were created, changed or deleted. */
  entriesSaved(datasource: string): void
  /** Anything else the Content Delivery API serves changed (a folder, a datasource). */
  changed(): void
}
