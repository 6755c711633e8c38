import { loadDemoData } from '../../storyblok-local/space/loadDemoData'

/** What `space:push --with-demo-content` creates from the committed demo space: every story (published, or a draft only) and every folder. */
export function demoSpaceCounts(): { stories: number; folders: number } {
  const data = loadDemoData()
  const published = new Set(data.published.map((story) => story.id))
  return { stories: published.size + data.drafts.filter((story) => !published.has(story.id)).length, folders: data.folders.length }
}
