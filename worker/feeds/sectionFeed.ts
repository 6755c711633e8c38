import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sitePath } from '../../shared/links/resolveLink'
import type { StoryPageKind } from '../../shared/pages/PageData'
import { feedPath, type FeedSection } from '../../shared/seo/feedFor'
import { ORGANIZATION_NAME } from '../../shared/seo/organizationJsonLd'
import { socialImage } from '../../shared/seo/socialImage'
import { storySummary } from '../../shared/seo/storySummary'
import { LIST_SECTION } from '../../shared/templates/listSection'
import { uiText } from '../../shared/templates/uiText'
import { readPage } from '../../shared/content/models/Page'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { listStories } from '../content/listStories'
import type { ListSection } from '../routing/loaders/ListSection'
import { BLOG_LIST, PRESS_LIST, TECH_LIST } from '../routing/loaders/listSections'
import type { RouteAvailability } from '../routing/RouteDefinition'
import type { RssChannel, RssItem } from './rssXml'

/** The list each feed follows, and the languages it exists in (the list route's availability). */
export const FEED_LISTS: Readonly<Record<FeedSection, { section: ListSection; availability: RouteAvailability }>> = {
  blog: { section: BLOG_LIST, availability: 'site' },
  tech: { section: TECH_LIST, availability: 'site' },
  press: { section: PRESS_LIST, availability: 'press' },
}
/** RSS readers show the newest items; 20 is what the feed carries. */
const FEED_ITEMS = 20
const ARTICLE_KINDS: Readonly<Record<string, StoryPageKind>> = { blog_post: 'blogArticle', tech_article: 'techArticle', press_item: 'pressItem', press_post: 'pressPost' }
const IMAGE_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' }

function item(story: Story, origin: string): RssItem | null {
  const kind = ARTICLE_KINDS[story.content.component]
  if (!kind) return null
  const summary = storySummary(kind, story)
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
export async function sectionFeed(ctx: ContentContext, feed: FeedSection, language: string, origin: string): Promise<RssChannel | null> {
  const { section } = FEED_LISTS[feed]
  const folder = `${language}/${section.folder}/`
  const [startPage, list] = await Promise.all([
    getStory(ctx, folder),
    listStories(ctx, { startsWith: folder, excludingSlugs: folder, filterQuery: { component: { in: section.components.join(',') } }, sortBy: section.sortBy, page: 1, perPage: FEED_ITEMS }),
  ])
  if (!startPage && list.total === 0) return null
  const sectionName = uiText(language).sectionNames[LIST_SECTION[section.kind]]
  return {
    title: `${sectionName} – ${ORGANIZATION_NAME}`,
    link: new URL(languagePrefix(language) + section.pagePath(1, null) || '/', origin).href,
    self: new URL(feedPath(language, feed), origin).href,
    description: startPage ? readPage(startPage).description : '',
    language,
    items: list.stories.map((story) => item(story, origin)).filter((entry) => entry !== null),
  }
}
