import { escapeXml } from '../../shared/xml/escapeXml'
import type { StoryRecord } from '../DemoData'

/** `GET /_editor/`: every story of the space by full slug, each a link to its editor; an empty space says how to fill it. */
export function editorIndexPage(stories: readonly StoryRecord[]): string {
  const items = [...stories]
    .sort((a, b) => a.full_slug.localeCompare(b.full_slug, 'en'))
    .map((story) => `<li><a href="/_editor/${escapeXml(story.full_slug)}">${escapeXml(story.full_slug)}</a> ${escapeXml(story.name)}</li>`)
  const body =
    items.length > 0
      ? `<ul>${items.join('')}</ul>`
      : '<p>The space has no stories yet: <code>npm run space:push -- --with-demo-content</code> fills it (see the command <code>npm start</code> printed).</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local editor: stories</title></head><body><h1>Local editor: ${stories.length} stories</h1>${body}</body></html>`
}
