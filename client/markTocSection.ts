/** The table of contents' links, by the id of the heading each leads to. */
function linksByHeading(toc: Element): Map<string, HTMLAnchorElement> {
  const links = new Map<string, HTMLAnchorElement>()
  for (const link of toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) links.set(decodeURIComponent(link.hash.slice(1)), link)
  return links
}

/**
 * Marks the section being read in an article's table of contents: the link of the last heading
 * that has passed the top of the window (below the sticky header) gets `aria-current="location"`,
 * and the list scrolls it into view when it is taller than the window. Without JavaScript the
 * table of contents is a plain list of links.
 */
export function markTocSection(): void {
  const toc = document.querySelector('.article__toc .toc')
  if (!toc) return
  const links = linksByHeading(toc)
  const headings = [...links.keys()].map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null)
  if (headings.length === 0) return
  let current: HTMLAnchorElement | undefined
  const mark = () => {
    // The reading line: a little below the sticky header, where a heading a link scrolled to lands.
    const line = (document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0) + 24
    const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line)
    const link = links.get((passed.at(-1) ?? headings[0])?.id ?? '')
    if (link === current) return
    current?.removeAttribute('aria-current')
    link?.setAttribute('aria-current', 'location')
    current = link
    if (link && toc.scrollHeight > toc.clientHeight) link.scrollIntoView({ block: 'nearest' })
  }
  let frame = 0
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(mark)
    },
    { passive: true },
  )
  mark()
}
