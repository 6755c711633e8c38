import type { ListPageData } from '../pages/PageData'
import { sectionPath } from './breadcrumbTrail'
import type { SegmentLink } from './SegmentedLinks'
import { uiText } from './uiText'

/** A list's category tabs: all, then each category of its datasource. */
export function categoryTabs(data: ListPageData, language: string): SegmentLink[] {
  if (data.tabs.length === 0) return []
  return [
    { key: '', label: uiText(language).all, href: data.firstHref, current: data.tab === null },
    ...data.tabs.map((tab) => ({ key: tab.value, label: tab.name, href: tab.href, current: data.tab === tab.value })),
  ]
}

/** The press lists' segmented control: press releases and clippings. */
export function pressSegments(data: ListPageData, language: string): SegmentLink[] {
  if (data.kind !== 'pressList' && data.kind !== 'clippingsList') return []
  const text = uiText(language)
  return [
    { key: 'press', label: text.pressReleases, href: sectionPath('press', language), current: data.kind === 'pressList' },
    { key: 'clippings', label: text.sectionNames.clippings, href: sectionPath('clippings', language), current: data.kind === 'clippingsList' },
  ]
}
