import type { ListPageData } from '../pages/PageData'
import { sectionPath } from '../sections/breadcrumbTrail'
import { sectionById } from '../sections/sections'
import { sectionName } from '../sections/sectionName'
import type { SegmentLink } from './SegmentedLinks'
import { messagesFor } from '../i18n/messages/catalogue'

/** A list's category tabs: all, then each category of its datasource. */
export function categoryTabs(data: ListPageData, language: string): SegmentLink[] {
  if (data.tabs.length === 0) return []
  return [
    { key: '', label: messagesFor(language).templates.all, href: data.firstHref, current: data.tab === null },
    ...data.tabs.map((tab) => ({ key: tab.value, label: tab.name, href: tab.href, current: data.tab === tab.value })),
  ]
}

/** The press lists' segmented control: press releases and clippings. */
export function pressSegments(data: ListPageData, language: string): SegmentLink[] {
  const [press, clippings] = [sectionById('press'), sectionById('clippings')]
  if (data.kind !== press.listKind && data.kind !== clippings.listKind) return []
  const links = [
    { key: press.id, label: messagesFor(language).templates.pressReleases, href: sectionPath(press, language), current: data.kind === press.listKind },
    { key: clippings.id, label: sectionName(clippings, language), href: sectionPath(clippings, language), current: data.kind === clippings.listKind },
  ]
  // A list missing in this language is not linked; one link alone is no choice.
  const shown = links.filter((link) => link.current || !data.segments || data.segments.includes(link.key))
  return shown.length > 1 ? shown : []
}
