import { isUnlisted } from '../../shared/content/isUnlisted'
import { readJobOpening } from '../../shared/content/types/jobOpening'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { contentTypeIn, SECTIONS, sectionById, teaserOf, type Section } from '../../shared/sections/sections'
import type { LanguageConfig } from '../config/languageConfig'
import { storyPage } from '../routeTable/storyPage'
import { storyText } from './storyText'

/** One thing search finds: a page of the site, or an opening at its place on the open positions page. */
export interface SearchDocument {
  /** Its address on the site (with the language prefix; an opening's ends in `#slug`). */
  path: string
  title: string
  /** The section it belongs to (its kind: blog, reports, open positions…); null for a page outside the sections. */
  section: Section['id'] | null
  headings: string
  text: string
  /** ISO: its own date where its type has one, else its first publication. */
  date: string | null
  /** ISO: an opening's end; it is not found from then on. */
  validThrough: string | null
}

const OPEN_POSITIONS = sectionById('open-positions')

/** The section whose folder holds a story (`de/blog/…` → blog). */
function sectionOf(story: Story): Section | undefined {
  const folder = story.full_slug.split('/')[1]
  return SECTIONS.find((section) => section.folder === folder && story.full_slug.split('/').length > 2)
}

/** Where search leads for a story: its own page (what the sitemap lists), an open opening's place in its list, or nowhere. */
function placeOf(story: Story, config: LanguageConfig, language: string): string | null {
  if (story.content?.component === 'job_opening') {
    if (isUnlisted(story) || sectionOf(story) !== OPEN_POSITIONS) return null
    return `${languagePrefix(language)}${OPEN_POSITIONS.basePath}#${story.slug}`
  }
  return storyPage(story, config)?.path ?? null
}

/**
 * What search finds among a language's published stories: every story with a page of its own
 * in that language (storyPage, the sitemaps' rule: no start pages of folders, unlisted stories, settings,
 * authors or clippings) and every job opening, with the text its content model calls prose.
 */
export function searchDocuments(stories: readonly Story[], language: string, config: LanguageConfig): SearchDocument[] {
  return stories.flatMap((story): SearchDocument[] => {
    const path = placeOf(story, config, language)
    if (path === null) return []
    const section = sectionOf(story)
    const teaser = teaserOf(story, contentTypeIn(section, story))
    const { headings, text } = storyText(story.content)
    const opening = story.content.component === 'job_opening' ? readJobOpening(story) : null
    return [
      {
        path,
        title: teaser.title || story.name,
        section: section?.id ?? null,
        headings: headings.join('\n'),
        text: text.join('\n'),
        date: teaser.date ?? story.first_published_at,
        validThrough: opening?.validThrough ?? null,
      },
    ]
  })
}
