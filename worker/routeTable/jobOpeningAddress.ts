import { isOpen, readJobOpening } from '../../shared/content/readers/JobOpening'
import { languagePrefix } from '../../shared/i18n/languages'
import { sectionById } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { isStorySlug } from '../../shared/content/isStorySlug'

/** What a job opening's own address (its story's path, `/open-positions/{slug}`) answers. */
export type OpeningAddress = { kind: 'open'; location: string } | { kind: 'gone'; list: string }

/**
 * Openings are shown on the open-positions page, each at its anchor; their own address leads
 * there while the opening takes applications, and is gone (410) once its valid_through has
 * passed, so that search engines drop it, and its page leads to the open ones (`list`). Null: no opening there (the usual 404).
 */
export async function jobOpeningAddress(ctx: ContentContext, language: string, rest: string, now: number): Promise<OpeningAddress | null> {
  const section = sectionById('open-positions')
  const slug = rest.startsWith(`${section.basePath}/`) ? rest.slice(section.basePath.length + 1) : ''
  if (!isStorySlug(slug)) return null
  const story = await getStory(ctx, `${language}/${section.folder}/${slug}`)
  if (!story || story.content.component !== 'job_opening') return null
  const list = `${languagePrefix(language)}${section.basePath}`
  if (!isOpen(readJobOpening(story), now)) return { kind: 'gone', list }
  return { kind: 'open', location: `${list}#${slug}` }
}
