import type { LanguageAlternate } from '../../shared/i18n/LanguageAlternate'
import type { LanguageChoice } from '../../shared/i18n/LanguageChoice'
import { languagePrefix } from '../../shared/i18n/languages'
import type { PageData } from '../../shared/pages/PageData'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { publishedAlternates } from '../content/publishedAlternates'
import { listAlternates } from '../loaders/listAlternates'
import type { LoadedPage } from '../loaders/Loader'
import { routeLanguages } from '../routeTable/routeLanguages'

/** The switch's order: the site languages, then the press-only ones. */
function switchOrder(config: LanguageConfig): string[] {
  return [...new Set([...config.site, ...config.press])]
}

/** Every configured language's home: the switch of a page no content stands behind (the error page, a refused link). */
export function homeChoices(config: LanguageConfig): LanguageChoice[] {
  return switchOrder(config).map((language) => ({ language, href: languagePrefix(language) || '/', fallback: false }))
}

/** A read the switch can do without: when content cannot be had, undefined, and the page is shown all the same. */
async function optionalStory(ctx: ContentContext, fullSlug: string) {
  try {
    return await getStory(ctx, fullSlug)
  } catch {
    return undefined
  }
}

/** The languages the site's home exists in, with its address in each. */
async function homes(ctx: ContentContext, config: LanguageConfig, language: string, page: LoadedPage): Promise<LanguageAlternate[]> {
  if (page.data.kind === 'home') return page.alternates
  const home = await optionalStory(ctx, `${language}/home`)
  // Unknown while content is unavailable: every configured language is taken to have its home, as on the error page.
  if (home === undefined) return homeChoices(config)
  return home ? publishedAlternates(home, config) : []
}

/** The first page of the list of the section a story belongs to, in every language that list exists in (as the list's own switch has them). */
async function sectionLists(ctx: ContentContext, config: LanguageConfig, language: string, data: PageData): Promise<LanguageAlternate[]> {
  const section = 'items' in data ? undefined : data.section
  if (!section) return []
  const startPage = await optionalStory(ctx, `${language}/${section.folder}/`)
  return startPage ? listAlternates(section, startPage, language, null, config, routeLanguages(section.availability, config)) : []
}

/**
 * The language switch of a loaded page: every language the page or the site's home exists in,
 * each leading to the page's translation; where there is none, to the nearest page that exists in
 * that language (the list of the page's section, else the home), marked as such so the visitor
 * is told on arrival.
 */
export async function languageChoices(ctx: ContentContext, config: LanguageConfig, language: string, page: LoadedPage): Promise<LanguageChoice[]> {
  const [homePages, lists] = await Promise.all([homes(ctx, config, language, page), sectionLists(ctx, config, language, page.data)])
  return switchOrder(config).flatMap((other): LanguageChoice[] => {
    const translation = page.alternates.find((alternate) => alternate.language === other)
    if (translation) return [{ language: other, href: translation.href, fallback: false }]
    const nearest = lists.find((list) => list.language === other) ?? homePages.find((home) => home.language === other)
    return nearest ? [{ language: other, href: nearest.href, fallback: true }] : []
  })
}
