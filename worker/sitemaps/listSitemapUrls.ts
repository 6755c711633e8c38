import { languagePrefix } from '../../shared/i18n/languages'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { listStories } from '../content/listStories'
import { listAlternates } from '../routing/loaders/listAlternates'
import type { ListSection } from '../routing/loaders/ListSection'
import { BLOG_LIST, CASE_LIST, CLIPPINGS_LIST, GLOSSARY_LIST, JOB_OPENINGS, PAGES_INDEX, PRESS_LIST, REPORTS_LIST, TECH_LIST, WEBINAR_LIST } from '../routing/loaders/listSections'
import type { RouteAvailability } from '../routing/RouteDefinition'
import { routeLanguages } from '../routing/routeRequest'
import type { SitemapUrl } from './SitemapUrl'

/** Every list screen and the languages it exists in (the route table's availability). */
const LISTS: readonly { section: ListSection; availability: RouteAvailability }[] = [
  { section: PAGES_INDEX, availability: 'site' },
  { section: BLOG_LIST, availability: 'site' },
  { section: CASE_LIST, availability: 'site' },
  { section: GLOSSARY_LIST, availability: 'site' },
  { section: JOB_OPENINGS, availability: 'site' },
  { section: PRESS_LIST, availability: 'press' },
  { section: CLIPPINGS_LIST, availability: 'press' },
  { section: REPORTS_LIST, availability: 'site' },
  { section: TECH_LIST, availability: 'site' },
  { section: WEBINAR_LIST, availability: 'site' },
]
const NEWEST_PUBLISHED = 'published_at:desc'

function newest(...dates: (string | null | undefined)[]): string | null {
  return dates.filter((date): date is string => typeof date === 'string' && !Number.isNaN(Date.parse(date))).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null
}

/**
 * The first page of every list that exists in a language (the list route's rule: its folder has a
 * start page or stories), with the newest publication among the start page and its stories as
 * lastmod. Two bounded reads per list: the start page, and the one most recently published story.
 * Later pages and category tabs are left out: they are views of the same stories.
 */
export async function listSitemapUrls(ctx: ContentContext, language: string, config: LanguageConfig): Promise<SitemapUrl[]> {
  const lists = LISTS.filter(({ availability }) => routeLanguages(availability, config).includes(language))
  const urls = await Promise.all(
    lists.map(async ({ section, availability }): Promise<SitemapUrl | null> => {
      const folder = `${language}/${section.folder}/`
      const [startPage, latest] = await Promise.all([
        getStory(ctx, folder),
        listStories(ctx, { startsWith: folder, excludingSlugs: folder, filterQuery: { component: { in: section.components.join(',') } }, sortBy: NEWEST_PUBLISHED, page: 1, perPage: 1, excludingFields: 'body' }),
      ])
      if (!startPage && latest.total === 0) return null
      return {
        path: languagePrefix(language) + section.pagePath(1, null),
        lastmod: newest(startPage?.published_at, latest.stories[0]?.published_at),
        alternates: listAlternates(section, startPage, language, null, config, routeLanguages(availability, config)),
      }
    }),
  )
  return urls.filter((url) => url !== null)
}
