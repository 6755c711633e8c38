import { isOpen, readJobOpening } from '../../shared/content/types/jobOpening'
import type { Story } from '../../shared/content/storyblok'
import { languagePrefix } from '../../shared/i18n/languages'
import { sectionById, type Section } from '../../shared/sections/sections'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { isStorySlug } from '../../shared/content/isStorySlug'

/**
 * What a job opening's own address (its story's path, `/open-positions/{slug}`) answers.
 * `translated`: the location is the opening's translation in the visitor's language, a choice made for them.
 */
export type OpeningAddress = { kind: 'open'; location: string; translated: boolean } | { kind: 'gone'; list: string }

/** The languages an opening's address is read in: the address's own, and the one the visitor's cookie or country leads to (null for none). */
interface OpeningLanguages {
  language: string
  preferred: string | null
}

/** An open job opening at a full slug, or null. */
async function openOpening(ctx: ContentContext, fullSlug: string, now: number): Promise<Story | null> {
  const story = await getStory(ctx, fullSlug)
  return story?.content.component === 'job_opening' && isOpen(readJobOpening(story), now) ? story : null
}

/** Where an opening's published, open translation in a language is shown: its own anchor (its slug there) on that language's list; null without one. */
async function translationAnchor(ctx: ContentContext, section: Section, story: Story, language: string, now: number): Promise<string | null> {
  const alternate = (story.alternates ?? []).find((candidate) => candidate.published && candidate.full_slug.startsWith(`${language}/${section.folder}/`))
  const translation = alternate ? await openOpening(ctx, alternate.full_slug, now) : null
  return translation ? `${languagePrefix(language)}${section.basePath}#${translation.slug}` : null
}

/**
 * Openings are shown on the open-positions page, each at its anchor; their own address leads
 * there while the opening takes applications, and is gone (410) once its valid_through has
 * passed, so that search engines drop it, and its page leads to the open ones (`list`). A visitor whose language is another (cookie, else
 * country) is led straight to the translation's anchor, which has a slug of its own: the browser
 * never sends a hash, so the list's own language redirect could not map it. Null: no opening
 * there (the usual 404).
 */
export async function jobOpeningAddress(
  ctx: ContentContext,
  { language, preferred }: OpeningLanguages,
  rest: string,
  now: number,
): Promise<OpeningAddress | null> {
  const section = sectionById('open-positions')
  const slug = rest.startsWith(`${section.basePath}/`) ? rest.slice(section.basePath.length + 1) : ''
  if (!isStorySlug(slug)) return null
  const story = await getStory(ctx, `${language}/${section.folder}/${slug}`)
  if (!story || story.content.component !== 'job_opening') return null
  const list = `${languagePrefix(language)}${section.basePath}`
  if (!isOpen(readJobOpening(story), now)) return { kind: 'gone', list }
  const translated = preferred && preferred !== language ? await translationAnchor(ctx, section, story, preferred, now) : null
  if (translated) return { kind: 'open', location: translated, translated: true }
  return { kind: 'open', location: `${list}#${slug}`, translated: false }
}
