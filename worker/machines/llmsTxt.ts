import { STORYBLOK_MAX_PER_PAGE, type Story } from '../../shared/content/storyblok'
import { countText } from '../../shared/i18n/countText'
import { languagePrefix } from '../../shared/i18n/languages'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { resolveLink } from '../../shared/links/resolveLink'
import { contentTypeIn, listPagePath, PAGE_TYPE, SECTIONS, teaserOf, type Section } from '../../shared/sections/sections'
import { sectionName } from '../../shared/sections/sectionName'
import { markdownAddress } from '../../shared/seo/markdownAddress'
import { storySummary } from '../../shared/seo/storySummary'
import type { LanguageConfig } from '../config/languageConfig'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { listStories } from '../content/listStories'
import { readSectionList } from '../loaders/readSectionList'
import { routeLanguages } from '../routeTable/routeLanguages'
import { storyPage } from '../routeTable/storyPage'
import { escapeMarkdown, linkDestination } from './markdownText'

/** Stories listed per section, newest first: Storyblok's largest page, one read. A longer section says so and links its whole list. */
const LISTED_PER_SECTION = STORYBLOK_MAX_PER_PAGE
const NEWEST_FIRST = 'first_published_at:desc'
/** The folder level of a language's own pages (`en/about`, `en/home`): Storyblok counts the language folder as level 1. */
const LANGUAGE_ROOT_LEVEL = 2

export interface LlmsTxtInput {
  ctx: ContentContext
  language: string
  config: LanguageConfig
  /** The public origin every link is written on. */
  origin: string
  /** The site's name: the file's heading. */
  company: string
}

/** One line of a file list: `- [Title](URL): note`. */
interface Entry {
  title: string
  url: string
  note: string
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function entryLine({ title, url, note }: Entry): string {
  const text = oneLine(note)
  return `- [${escapeMarkdown(oneLine(title))}](${linkDestination(url)})${text ? `: ${escapeMarkdown(text)}` : ''}`
}

/**
 * Where a story without a page of its own is read: in a list that shows each of its stories whole,
 * at its anchor (the open positions), or where its teaser leads (a clipping's article elsewhere).
 */
function elsewhere(story: Story, section: Section | undefined, { language, origin }: LlmsTxtInput): string | null {
  if (section?.paging.kind === 'single') return `${origin}${markdownAddress(languagePrefix(language) + listPagePath(section, 1, null))}#${story.slug}`
  const link = resolveLink(teaserOf(story, contentTypeIn(section, story)).link)
  if (link?.kind === 'external') return link.href
  return link?.kind === 'internal' && link.href.startsWith('/') ? origin + markdownAddress(link.href) : null
}

/** A story's line: its title, its Markdown address (its own page's, or where it is read) and its description. */
function storyEntry(story: Story, section: Section | undefined, input: LlmsTxtInput): Entry | null {
  const type = contentTypeIn(section, story)
  const summary = storySummary(story, type)
  const page = storyPage(story, input.config)
  const url = page ? input.origin + markdownAddress(page.path) : elsewhere(story, section, input)
  return url ? { title: summary.title, url, note: summary.description || teaserOf(story, type).publication } : null
}

/** What a list that is longer than its lines says: how many it shows and how many there are, in the file's language. */
function newestListed(shown: number, total: number, language: string): string {
  const text = messagesFor(language).templates
  return text.newestListed(new Intl.NumberFormat(language).format(shown), countText(text.entries, total, language))
}

/** A section's file list under its name: its newest stories, then, when there are more, its list page with their number. */
async function sectionBlock(section: Section, input: LlmsTxtInput): Promise<string | null> {
  const { ctx, language, origin } = input
  const { list } = await readSectionList(ctx, section, language, { sortBy: NEWEST_FIRST, page: 1, perPage: LISTED_PER_SECTION })
  const lines = list.stories.flatMap((story) => storyEntry(story, section, input) ?? []).map(entryLine)
  if (lines.length === 0) return null
  const name = sectionName(section, language)
  if (list.total > list.stories.length) {
    const url = origin + markdownAddress(languagePrefix(language) + listPagePath(section, 1, null))
    lines.push(entryLine({ title: name, url, note: newestListed(list.stories.length, list.total, language) }))
  }
  return `## ${escapeMarkdown(name)}\n\n${lines.join('\n')}`
}

/** The language's home, then its pages outside every section (`/about`, `/contact`), newest first: the list before the first heading. */
async function pagesBlock(home: Story, input: LlmsTxtInput): Promise<string> {
  const { ctx, language } = input
  const { stories, total } = await listStories(ctx, {
    startsWith: `${language}/`,
    level: LANGUAGE_ROOT_LEVEL,
    contentType: PAGE_TYPE.component,
    listedOnly: true,
    sortBy: NEWEST_FIRST,
    page: 1,
    perPage: LISTED_PER_SECTION,
  })
  const pages = [home, ...stories.filter((story) => story.full_slug !== home.full_slug)]
  const lines = pages.flatMap((story) => storyEntry(story, undefined, input) ?? []).map(entryLine)
  // These pages have no list of their own to link to: the count says what is left out.
  if (total > stories.length) lines.push(escapeMarkdown(newestListed(stories.length, total, language)))
  return lines.join('\n')
}

/**
 * A language's `llms.txt` (llmstxt.org; docs/decisions/markdown-for-machines.md): the site's name,
 * the home page's description as its summary, a list of the home and the language's own pages,
 * then one file list per section with content in the language, under the section's name in it,
 * each line a page's Markdown address with its description. Null when the language has no home.
 * Every list is read through the content layer, so the file is cached and purged with what it lists.
 */
export async function llmsTxt(input: LlmsTxtInput): Promise<string | null> {
  const { ctx, language, config, company } = input
  const home = await getStory(ctx, `${language}/home`)
  if (!home) return null
  const summary = storySummary(home, PAGE_TYPE)
  const sections = SECTIONS.filter((section) => routeLanguages(section.availability, config).includes(language))
  const [pages, ...blocks] = await Promise.all([pagesBlock(home, input), ...sections.map((section) => sectionBlock(section, input))])
  const parts = [`# ${escapeMarkdown(company)}`, `> ${escapeMarkdown(oneLine(summary.description || summary.title))}`, pages, ...blocks]
  return `${parts.filter(Boolean).join('\n\n')}\n`
}
