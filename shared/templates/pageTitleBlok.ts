import { readText } from '../content/readers/fields/readText'
import type { Blok } from '../content/storyblok'

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0
}

/**
 * The page's opening section head when its title is the page's title: it is then the page's
 * h1. Otherwise the page writes its title as the h1 itself, and its section heads are h2.
 */
export function pageTitleBlok(body: Blok[], title: string): Blok | undefined {
  const [first] = body
  return first?.component === 'section_head' && sameText(readText(first.title), title) ? first : undefined
}
