import { languagePrefix } from '../../shared/i18n/languages'
import { listPagePath, SECTIONS } from '../../shared/sections/sections'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { listAlternates } from '../loaders/listAlternates'
import { routeLanguages } from '../routeTable/routeLanguages'
import type { SitemapUrl } from './SitemapUrl'
import { readSectionList, sectionListExists } from '../loaders/readSectionList'

const NEWEST_PUBLISHED = 'published_at:desc'

function newest(...dates: (string | null | undefined)[]): string | null {
  return (
    dates.filter((date): date is string => typeof date === 'string' && !Number.isNaN(Date.parse(date))).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null
  )
}

/**
 * The first page of every list that exists in a language (the list route's rule: its folder has a
 * start page or stories), with the newest publication among the start page and its stories as
 * lastmod. Two bounded reads per list: the start page, and the one most recently published story.
 * Later pages and category tabs are left out: they are views of the same stories.
 */
export async function listSitemapUrls(ctx: ContentContext, language: string, config: LanguageConfig): Promise<SitemapUrl[]> {
  const lists = SECTIONS.filter((section) => routeLanguages(section.availability, config).includes(language))
  const urls = await Promise.all(
    lists.map(async (section): Promise<SitemapUrl | null> => {
      const { startPage, list: latest } = await readSectionList(ctx, section, language, {
        sortBy: NEWEST_PUBLISHED,
        page: 1,
        perPage: 1,
        excludingFields: 'body',
      })
      if (!sectionListExists({ startPage, list: latest })) return null
      return {
        path: languagePrefix(language) + listPagePath(section, 1, null),
        lastmod: newest(startPage?.published_at, latest.stories[0]?.published_at),
        alternates: listAlternates(section, startPage, language, null, config, routeLanguages(section.availability, config)),
      }
    }),
  )
  return urls.filter((url) => url !== null)
}
