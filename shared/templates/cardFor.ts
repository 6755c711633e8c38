import type { Story } from '../content/storyblok'
import { messagesFor } from '../i18n/messages/catalogue'
import { teaserOf, type ContentType } from '../sections/sections'
import type { CardData } from './Card'
import type { Teaser } from '../content/readers/Teaser'
import type { TemplateText } from '../i18n/messages/Messages'
import { isDraft } from './StoryMarks'

const NO_CATEGORIES: ReadonlyMap<string, string> = new Map()

/** An event's badge at `now` (ms): "Upcoming" before its start, "Live now" until its end, none after or without a date. */
function eventBadge(teaser: Teaser, now: number | undefined, text: TemplateText): CardData['badge'] {
  if (now === undefined || !teaser.eventDate) return undefined
  if (Date.parse(teaser.eventDate) > now) return { tone: 'upcoming', text: text.upcomingBadge }
  return teaser.eventEnd && Date.parse(teaser.eventEnd) > now ? { tone: 'live', text: text.liveNowBadge } : undefined
}

/**
 * The card of any listed story, from its content type's teaser (the type its list's section, or
 * its folder, gives it). `categoryNames` maps category values to their names in the page's
 * language; a category without a name is not shown. Given the request's time (`now`), an event's
 * card says whether it is still to come or on now.
 */
export function cardFor(story: Story, type: ContentType, language: string, categoryNames = NO_CATEGORIES, now?: number): CardData {
  const text = messagesFor(language).templates
  const teaser = teaserOf(story, type)
  const badge = eventBadge(teaser, now, text)
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
    ...(badge ? { badge } : {}),
  }
}
