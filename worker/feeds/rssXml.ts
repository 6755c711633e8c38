import { escapeXml } from '../../shared/html/escapeXml'

export interface RssItem {
  title: string
  /** Absolute URL of the article. */
  link: string
  /** The story's uuid: stable when the article moves. */
  guid: string
  /** ISO timestamp. */
  published: string | null
  description: string
  enclosure: { url: string; type: string } | null
}

export interface RssChannel {
  title: string
  /** Absolute URL of the list page. */
  link: string
  /** Absolute URL of the feed itself. */
  self: string
  description: string
  language: string
  items: readonly RssItem[]
}

/** RFC 822 date, as RSS 2.0 wants it (`Tue, 04 Mar 2024 08:00:00 GMT`). */
function rfc822(iso: string | null): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time).toUTCString()
}

function element(name: string, text: string | null): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : ''
}

function itemXml(item: RssItem): string {
  // The image's size is unknown without fetching it: RSS Best Practices give 0 for that case.
  const enclosure = item.enclosure ? `<enclosure url="${escapeXml(item.enclosure.url)}" length="0" type="${escapeXml(item.enclosure.type)}"/>` : ''
  return `<item>${element('title', item.title)}${element('link', item.link)}<guid isPermaLink="false">${escapeXml(item.guid)}</guid>${element('pubDate', rfc822(item.published))}${element('description', item.description)}${enclosure}</item>\n`
}

/** An RSS 2.0 document (with the Atom `self` link feed validators ask for). */
export function rssXml(channel: RssChannel): string {
  const newest = channel.items.map((item) => item.published).find((published) => published !== null) ?? null
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    `${element('title', channel.title)}${element('link', channel.link)}<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `${element('description', channel.description || channel.title)}${element('language', channel.language)}${element('lastBuildDate', rfc822(newest))}\n` +
    channel.items.map(itemXml).join('') +
    '</channel>\n</rss>\n'
  )
}
