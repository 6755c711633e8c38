import { SiteLink } from '../components/ui/SiteLink'
import type { Story } from '../content/storyblok'
import { contentTypeOf } from '../sections/sectionOf'
import { cardFor } from './cardFor'
import { storyLink } from '../content/storyLink'
import { messagesFor } from '../i18n/messages/catalogue'

/** Links to related stories (a blog article's `related`), each of the section its folder is. */
export function RelatedStories({ stories, language }: { stories: Story[]; language: string }) {
  if (stories.length === 0) return null
  const title = messagesFor(language).templates.related
  return (
    <section className="sidebar-box related" aria-label={title}>
      <p className="sidebar-box__label">{title}</p>
      <ul>
        {stories.map((story) => (
          <li key={story.uuid}>
            <SiteLink link={storyLink(story)}>{cardFor(story, contentTypeOf(story), language).title}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
