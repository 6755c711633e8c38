/**
 * Whether following `link` from `page` stays in the same document (a fragment of this very page),
 * which the browser does without loading anything.
 * @internal unit-tested on its own; the page reaches it through loadNewBuildOnNextNavigation.
 */
export function staysInDocument(link: URL, page: URL): boolean {
  return link.origin === page.origin && link.pathname === page.pathname && link.search === page.search && link.hash !== ''
}

/** A plain left click on a link that opens here (no new tab, no download), which the page has not handled itself. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  if (!link || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null
  return link
}

/**
 * Once a new build is out, the visitor's next navigation loads it (the product states). A link to
 * another page does so by itself, as every navigation is a page load; a link to a fragment of this
 * page and back/forward between this page's own entries become a page load too. Nothing else
 * reloads (no key or pointer press), and nothing does while the page holds unsaved input: then the
 * visitor's next page load is the new build.
 */
export function loadNewBuildOnNextNavigation(hasUnsavedInput: () => boolean): void {
  document.addEventListener('click', (event) => {
    const link = followedLink(event)
    if (!link || !staysInDocument(new URL(link.href), new URL(location.href)) || hasUnsavedInput()) return
    event.preventDefault()
    history.pushState(null, '', link.href)
    location.reload()
  })
  window.addEventListener('popstate', () => {
    if (!hasUnsavedInput()) location.reload()
  })
}
