import { readPage } from '../../shared/content/types/page'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import { feedPath } from '../../shared/seo/feedFor'
import { socialImage } from '../../shared/seo/socialImage'
import { storySummary } from '../../shared/seo/storySummary'
import { contentTypeIn, listPagePath, type Section } from '../../shared/sections/sections'
import { sectionName } from '../../shared/sections/sectionName'
import type { ContentContext } from '../content/ContentContext'
import { readSectionList, sectionListExists } from '../loaders/readSectionList'
import type { RssChannel, RssItem } from './rssXml'

/** RSS readers show the newest items; 20 is what the feed carries. */
const FEED_ITEMS = 20
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** A story of the section's feed as an item; null for a type without a page of its own. */
function item(story: Story, section: Section, origin: string): RssItem | null {
  const contentType = contentTypeIn(section, story)
  if (!contentType.pageKind) return null
  const summary = storySummary(story, contentType)
  const image = socialImage(summary.image)
  const extension = summary.image?.src.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? ''
  const type = IMAGE_TYPES[extension]
  return {
    title: summary.title,
    link: new URL(sitePath(story.full_slug), origin).href,
    guid: story.uuid,
    published: summary.published,
    description: summary.description,
    enclosure: image && type ? { url: image.url, type } : null,
  }
}

/**
 * A section's feed in a language: its newest 20 articles, in the list's order, or null where the
 * list does not exist (no start page and no stories: the list route's rule). One bounded read.
 */
export async function sectionFeed(ctx: ContentContext, section: Section, language: string, origin: string, company: string): Promise<RssChannel | null> {
  const { startPage, list } = await readSectionList(ctx, section, language, {
    ...(section.sortBy ? { sortBy: section.sortBy } : {}),
    page: 1,
    perPage: FEED_ITEMS,
  })
  if (!sectionListExists({ startPage, list })) return null
  return {
    title: `${sectionName(section, language)} – ${company}`,
    link: new URL(languagePrefix(language) + listPagePath(section, 1, null) || '/', origin).href,
    self: new URL(feedPath(language, section), origin).href,
    description: startPage ? readPage(startPage).description : '',
    language,
    items: list.stories.map((story) => item(story, section, origin)).filter((entry) => entry !== null),
  }
}
