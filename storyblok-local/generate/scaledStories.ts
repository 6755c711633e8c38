import type { StoryRecord } from '../space/DemoData'
import type { ScaleCounts } from '../scale/ScaleCounts'
import { scaledBlogPosts } from './scaledBlogPosts'
import { scaledJobOpenings } from './scaledJobOpenings'
import { scaledPages } from './scaledPages'

/** The English demo story of a content type in a folder that generated stories copy (their parent folder, an image). */
function template(stories: readonly StoryRecord[], component: string, folder: string): StoryRecord {
  const found = stories.find((story) => story.content.component === component && story.full_slug.startsWith(folder) && !story.full_slug.endsWith('/'))
  if (!found) throw new Error(`The space has no ${component} in ${folder} to copy: scale needs the demo content`)
  return found
}

/** Every generated story of a scale (`scaleSpace`), copying the demo stories among `published`; its openings end relative to `now`. */
export function scaledStories(published: readonly StoryRecord[], counts: ScaleCounts, now: Date): StoryRecord[] {
  return [
    ...(counts.blogPosts > 0 ? scaledBlogPosts(template(published, 'blog_post', 'en/blog/'), counts.blogPosts) : []),
    ...(counts.pages > 0 ? scaledPages(template(published, 'page', 'en/pages/'), counts.pages) : []),
    ...(counts.jobOpenings > 0 ? scaledJobOpenings(template(published, 'job_opening', 'en/open-positions/'), counts.jobOpenings, now) : []),
  ]
}
