import { postWebhook } from './postWebhook'
import type { TestContentService } from './TestContentService'

/** Publishes a story in the local content service and sends the worker Storyblok's webhook for it; answers when it was published. */
export async function publishStory(service: TestContentService, fullSlug: string): Promise<string> {
  const { story } = await service.control<{ story: { id: number; published_at: string } }>('publish', { full_slug: fullSlug })
  const response = await postWebhook({ action: 'published', story_id: story.id, full_slug: fullSlug })
  if (response.status !== 200) throw new Error(`the webhook for ${fullSlug} answered ${response.status}`)
  return story.published_at
}
