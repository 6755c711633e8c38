import type { RichTextDoc } from '../content/storyblok'
import { RichText } from '../richtext/RichText'
import type { StoryPageData } from './PageData'
import { PlainBloks } from './PlainBloks'
import { storySummary } from './storySummary'

/**
 * Any story as plain content (title, teaser, body) until its content type's template exists.
 * The body is rich text (`body`, or a glossary entry's `definition`) or a page's list of bloks.
 */
export function StoryPage({ data }: { data: StoryPageData }) {
  const { title, description } = storySummary(data.story)
  const body = data.story.content.body ?? data.story.content.definition
  return (
    <article className="story-page">
      <h1>{title}</h1>
      {description ? <p className="story-page__teaser">{description}</p> : null}
      {Array.isArray(body) ? <PlainBloks bloks={body} /> : body ? <RichText doc={body as RichTextDoc} /> : null}
    </article>
  )
}
