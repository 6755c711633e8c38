import type { PageOutline } from './PageOutline'
import type { SeoProblem } from './SeoProblem'
import { DESCRIPTION_LENGTH, TITLE_LENGTH, type LengthBounds } from './seoBounds'
import { sitePlace } from './sitePlace'
import { textLength } from './textLength'

/** A page a checked page links to or names as a translation, as reading it ended (readLinkedPages). */
export interface LinkedPage {
  /** Its status once the site's redirects are followed (a redirect that leads off the site counts as 200); 0 when it did not answer. */
  status: number
  /** Its outline, when it is an HTML page that answered. */
  outline: PageOutline | null
}

/** In-page targets that open something instead of scrolling to an element: the footer's bottom links open the cookie settings. */
const ACTION_FRAGMENTS = new Set(['cookie-settings'])
/** The hreflang of the page for readers of any other language: it is one of the translations, checked as such. */
const X_DEFAULT = 'x-default'

const answered = (page: LinkedPage) => page.status >= 200 && page.status < 300
const translations = (page: PageOutline) => page.alternates.filter((alternate) => alternate.hreflang.toLowerCase() !== X_DEFAULT)

/** Every page of the site the checks of `page` need to read: its links' targets and its translations, each once, without itself. */
export function linkedPaths(page: PageOutline, origin: string): string[] {
  const own = sitePlace(page.path, page.path, origin)?.path
  const hrefs = [...page.links.map((link) => link.href), ...translations(page).map((alternate) => alternate.href)]
  return [...new Set(hrefs.map((href) => sitePlace(href, page.path, origin)?.path).filter((path) => path !== undefined && path !== own))] as string[]
}

function linkProblems(page: PageOutline, linked: ReadonlyMap<string, LinkedPage>, origin: string): SeoProblem[] {
  const own = sitePlace(page.path, page.path, origin)?.path
  const problems: SeoProblem[] = []
  for (const href of new Set(page.links.map((link) => link.href))) {
    const place = sitePlace(href, page.path, origin)
    const target = place && (place.path === own ? { status: 200, outline: page } : linked.get(place.path))
    if (!place || !target) continue
    if (!answered(target)) problems.push({ kind: 'brokenLink', href, status: target.status })
    else if (place.fragment && !ACTION_FRAGMENTS.has(place.fragment) && target.outline && !target.outline.ids.includes(place.fragment))
      problems.push({ kind: 'missingAnchor', href, anchor: place.fragment })
  }
  return problems
}

function hreflangProblems(page: PageOutline, linked: ReadonlyMap<string, LinkedPage>, origin: string): SeoProblem[] {
  const own = sitePlace(page.path, page.path, origin)?.path
  return translations(page).flatMap(({ hreflang, href }): SeoProblem[] => {
    const place = sitePlace(href, page.path, origin)
    if (!place || place.path === own) return []
    const target = linked.get(place.path)
    const linksBack =
      (target?.outline ? translations(target.outline) : []).some((alternate) => sitePlace(alternate.href, place.path, origin)?.path === own) ?? false
    return target && answered(target) && linksBack ? [] : [{ kind: 'hreflangNoReturn', hreflang, href }]
  })
}

/** The file an image shows (`truck.jpg`), from its address: a Storyblok image service's `/m/…` operations left out. */
function imageFileName(src: string): string {
  let path = src
  try {
    path = new URL(src, 'https://site.invalid').pathname
  } catch {
    // not an address: named as written
  }
  const file = path.split('/m/')[0]?.split('/').filter(Boolean).pop() ?? src
  try {
    return decodeURIComponent(file)
  } catch {
    return file
  }
}

function imageProblems(page: PageOutline): SeoProblem[] {
  const missing = new Set(page.images.filter((image) => image.alt.trim() === '').map((image) => image.src))
  return [...missing].map((src) => ({ kind: 'imageWithoutAlt', src, file: imageFileName(src) }))
}

const outside = (length: number, { min, max }: LengthBounds) => length < min || length > max

function lengthProblems(page: PageOutline): SeoProblem[] {
  const title = textLength(page.title)
  const description = textLength(page.description)
  return [
    ...(outside(title, TITLE_LENGTH) ? [{ kind: 'titleLength' as const, length: title, ...TITLE_LENGTH }] : []),
    ...(outside(description, DESCRIPTION_LENGTH) ? [{ kind: 'descriptionLength' as const, length: description, ...DESCRIPTION_LENGTH }] : []),
  ]
}

/**
 * What is wrong with a rendered page, as search engines and readers meet it: internal links to
 * pages that do not answer (or redirect to one that does not), links to places their page does
 * not have, translations that do not name this page back, images that show content without alt
 * text, and a title or description outside the lengths search engines show (seoBounds). `linked`
 * holds every page `linkedPaths` named, as read.
 */
export function seoProblems(page: PageOutline, linked: ReadonlyMap<string, LinkedPage>, origin: string): SeoProblem[] {
  return [...lengthProblems(page), ...linkProblems(page, linked, origin), ...hreflangProblems(page, linked, origin), ...imageProblems(page)]
}
