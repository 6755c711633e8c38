import type { SeoProblem } from '../../shared/seo/SeoProblem'
import type { PageData } from '../../shared/pages/PageData'
import { storedSeoProblems } from './seoProblemsStore'

/**
 * What the check at the last publish of a preview's story found on its published page, for the
 * preview's notices; none for a story never checked (no page of its own, not yet published) or
 * when KV cannot be read (a notice is no reason to fail the preview).
 */
export async function previewSeoProblems(env: Pick<Env, 'CONTENT_CACHE'>, data: PageData): Promise<readonly SeoProblem[]> {
  const story = 'story' in data ? data.story : null
  if (!story) return []
  try {
    return (await storedSeoProblems(env, story.full_slug))?.problems ?? []
  } catch (error) {
    console.warn('SEO problems unavailable for the preview’s notices', story.full_slug, error)
    return []
  }
}
