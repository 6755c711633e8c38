import type { Story } from '../content/storyblok'
import { messagesFor } from '../i18n/messages/catalogue'
import { teaserOf, type ContentType } from '../sections/sections'
import type { CardData } from './Card'
import { isDraft } from './StoryMarks'

const NO_CATEGORIES: ReadonlyMap<string, string> = new Map()

/**
 * The card of any listed story, from its content type's teaser (the type its list's section, or
 * its folder, gives it). `categoryNames` maps category values to their names in the page's
 * language; a category without a name is not shown.
 */
export function cardFor(story: Story, type: ContentType, language: string, categoryNames = NO_CATEGORIES): CardData {
  const text = messagesFor(language).templates
  const teaser = teaserOf(story, type)
  return {
    key: story.uuid,
    link: teaser.link,
    title: teaser.title,
    teaser: teaser.text,
    image: teaser.image,
    date: teaser.date ?? teaser.eventDate,
    overline: categoryNames.get(teaser.category) || teaser.overline || type.cardLabel?.(text),
    action: teaser.publication ? text.readAt(teaser.publication) : text.readMore,
    ...(isDraft(story) ? { draft: true } : {}),
  }
}
