import { describe, expect, it } from 'vitest'
import { markdownAddress, pagePathOfMarkdown } from './markdownAddress'

describe('a page’s Markdown address', () => {
  it('is its path with .md appended, its query and fragment kept; the home’s is /index.md', () => {
    expect(markdownAddress('/')).toBe('/index.md')
    expect(markdownAddress('/blog/a-post')).toBe('/blog/a-post.md')
    expect(markdownAddress('/de')).toBe('/de.md')
    expect(markdownAddress('/open-positions?type=FULL_TIME#data-engineer')).toBe('/open-positions.md?type=FULL_TIME#data-engineer')
    expect(markdownAddress('/?q=x')).toBe('/index.md?q=x')
  })

  it('leads back to the page’s path, and nowhere for what is no Markdown address', () => {
    for (const path of ['/', '/blog/a-post', '/de', '/de/blog/2/all']) expect(pagePathOfMarkdown(markdownAddress(path))).toBe(path)
    expect(pagePathOfMarkdown('/.md')).toBeNull()
    expect(pagePathOfMarkdown('/blog')).toBeNull()
    expect(pagePathOfMarkdown('/feed.xml')).toBeNull()
  })
})
