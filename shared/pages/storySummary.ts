import type { Story } from '../content/storyblok'

export interface StorySummary {
  title: string
  description: string
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A story's title (its `title` field, else its name) and short description (`description`, else `teaser`). */
export function storySummary(story: Story): StorySummary {
  const { title, description, teaser } = story.content
  return { title: text(title) || story.name, description: text(description) || text(teaser) }
}
