import { isOpen, readJobOpening, type JobOpening } from '../../shared/content/types/jobOpening'
import type { Story } from '../../shared/content/storyblok'
import { jobFilterSearch, readJobFilterQuery, type JobFilterSelection } from '../../shared/jobFilters/jobFilterQuery'
import type { Section } from '../../shared/sections/sections'
import { slugify } from '../../shared/text/slugify'
import type { ContentContext } from '../content/ContentContext'
import type { QueryInLanguage } from './Loader'
import { readSectionList } from './readSectionList'

type Facet = 'department' | 'location'

/** The open openings of a language, as the open positions' page reads them (the same query, so the same cached answer). */
async function openOpenings(ctx: ContentContext, section: Section, language: string): Promise<Story[]> {
  const { list } = await readSectionList(ctx, section, language, { every: true, ...(section.sortBy ? { sortBy: section.sortBy } : {}) })
  const now = Date.now()
  return list.stories.filter((story) => isOpen(readJobOpening(story), now))
}

/**
 * Each value of a facet in one language, with the value its openings' translations have in the
 * other: openings and their translations share a translation group. Where translations disagree,
 * the value most of them have; a value no translated opening has is absent.
 */
function valueMap(from: Story[], to: Story[], facet: Facet): Map<string, string> {
  const translated = new Map<string, JobOpening>(to.map((story) => [story.group_id, readJobOpening(story)]))
  const votes = new Map<string, Map<string, number>>()
  for (const story of from) {
    const translation = translated.get(story.group_id)
    const value = slugify(readJobOpening(story)[facet])
    const other = translation ? slugify(translation[facet]) : ''
    if (!value || !other) continue
    const counts = votes.get(value) ?? new Map<string, number>()
    counts.set(other, (counts.get(other) ?? 0) + 1)
    votes.set(value, counts)
  }
  const map = new Map<string, string>()
  for (const [value, counts] of votes) map.set(value, [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '')
  return map
}

function mapped(values: string[], map: Map<string, string>): string[] {
  return values.flatMap((value) => {
    const other = map.get(value)
    return other ? [other] : []
  })
}

/**
 * The open positions' filters of one language said in another (`?department=sales` in English is
 * `?department=vertrieb` in German), in normal form: filter values are words of the page's
 * language (department and location names), so each is mapped through the openings that have a
 * translation, and one that no translated opening has is dropped, alone. The employment type is
 * the same in every language. For the language and country redirects and the language switch.
 */
export function jobFiltersInLanguage(section: Section): QueryInLanguage {
  return async ({ ctx, from, to, query }) => {
    const selection = readJobFilterQuery(query)
    if (from === to || (selection.departments.length === 0 && selection.locations.length === 0)) return jobFilterSearch(selection)
    const lists = await Promise.all([openOpenings(ctx, section, from), openOpenings(ctx, section, to)]).catch(() => null)
    // Content that cannot be had leaves the names unsaid: the translation opens with the type alone, the redirect never fails for it.
    if (!lists) return jobFilterSearch({ departments: [], locations: [], type: selection.type })
    const [source, target] = lists
    const translated: JobFilterSelection = {
      departments: mapped(selection.departments, valueMap(source, target, 'department')),
      locations: mapped(selection.locations, valueMap(source, target, 'location')),
      type: selection.type,
    }
    return jobFilterSearch(translated)
  }
}
