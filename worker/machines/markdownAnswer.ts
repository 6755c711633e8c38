import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { markdownAddress } from '../../shared/seo/markdownAddress'
import { markdownOf } from './markdownBlocks'
import { escapeMarkdown, linkDestination } from './markdownText'
import { readPageHtml, type PageFacts } from './readPageHtml'

/** The type of every Markdown answer (RFC 7763). */
const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8'
/** Headers of the page that describe its HTML body, not the Markdown made of it. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding']

/** The links to a paged list's neighbouring pages (its head's `rel` prev and next), named in the page's language. */
function pager({ language, previous, next }: PageFacts): string {
  const text = messagesFor(language ?? DEFAULT_LANGUAGE).templates
  const links = [
    previous ? `[${escapeMarkdown(text.previous)}](${linkDestination(previous)})` : '',
    next ? `[${escapeMarkdown(text.next)}](${linkDestination(next)})` : '',
  ]
  return links.filter(Boolean).join(' · ')
}

/** A redirect of the page, as the Markdown address's: a site path leads to that path's Markdown address, another site to itself. */
function redirectAnswer(page: Response): Response {
  const headers = new Headers(page.headers)
  const location = headers.get('location')
  if (location?.startsWith('/') && !location.startsWith('//')) headers.set('location', markdownAddress(location))
  return new Response(null, { status: page.status, headers })
}

/**
 * A page's answer as its Markdown address answers (docs/decisions/markdown-for-machines.md): the
 * same status, redirects to the target's Markdown address, and the page's `<main>` as Markdown
 * (`text/markdown`), with every other header of the page (its caching, its tags, its `Vary`).
 * The Markdown names the HTML page as canonical (`Link` header), so search engines index the page,
 * and carries its robots rule. Made from the rendered HTML, so every template has its Markdown.
 */
export async function markdownAnswer(page: Response, base: URL): Promise<Response> {
  if (page.status >= 300 && page.status < 400) return redirectAnswer(page)
  if (!page.headers.get('content-type')?.startsWith('text/html')) return page
  const { main, facts } = await readPageHtml(await page.text())
  const blocks = [main ? markdownOf(main, { base }) : '', pager(facts)].filter(Boolean)
  const headers = new Headers(page.headers)
  for (const name of BODY_HEADERS) headers.delete(name)
  headers.set('content-type', MARKDOWN_CONTENT_TYPE)
  if (facts.canonical) headers.set('link', `<${facts.canonical}>; rel="canonical"`)
  if (facts.robots) headers.set('x-robots-tag', facts.robots)
  return new Response(`${blocks.join('\n\n')}\n`, { status: page.status, headers })
}
