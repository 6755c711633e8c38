/**
 * A copy of the markup inside the element `sourceId`, for content a second place shows only once
 * a visitor opens it (the header's and the phone menu's language lists, copied from the footer's
 * switch): the page's HTML carries it once, and the island that shows the copy is the same on
 * every page. It reads the document, so it is rendered only in the browser, when opened.
 */
export function MarkupCopy({ sourceId }: { sourceId: string }) {
  return <island-slot dangerouslySetInnerHTML={{ __html: document.getElementById(sourceId)?.innerHTML ?? '' }} />
}
