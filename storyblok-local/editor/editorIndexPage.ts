import { escapeXml } from '../../shared/html/escapeXml'
import { matchesFilter } from './browser/matchesFilter'
import type { IndexedFolder, IndexedLanguage, IndexedStory } from './storyIndex'

const STATES: Record<IndexedStory['state'], string> = { published: 'Published', changed: 'Changes not published', draft: 'Draft only' }

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0 auto; max-width: 1100px; padding: 16px 24px 48px; font: 15px/1.45 system-ui, sans-serif; color: #1b243f; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  h2, h3 { scroll-margin-top: 130px; }
  h2 { font-size: 20px; margin: 28px 0 4px; padding-top: 8px; border-top: 2px solid #dfe3e8; }
  h3 { font-size: 16px; margin: 18px 0 6px; }
  .search { position: sticky; top: 0; background: #fff; padding: 10px 0; border-bottom: 1px solid #dfe3e8; display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  .search label { width: 100%; font-weight: 600; }
  .search input { flex: 1; min-width: 240px; font: inherit; padding: 6px 8px; border: 1px solid #6b7178; border-radius: 4px; }
  button { font: inherit; padding: 6px 14px; border-radius: 4px; border: 1px solid #05807f; background: #05807f; color: #fff; cursor: pointer; }
  [role=status] { margin: 6px 0 0; color: #444; width: 100%; }
  nav ul { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 0; margin: 12px 0 0; list-style: none; }
  a { color: #05665f; }
  a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #1b243f; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eceff2; vertical-align: top; }
  th { font-size: 13px; color: #444; font-weight: 600; }
  td.slug { color: #444; word-break: break-all; }
  col.name { width: 38%; } col.type { width: 16%; } col.state { width: 16%; }
`

/** An empty space (`npm start -- --empty`) says how to fill it. */
const EMPTY_SPACE =
  '<p>The space has no stories yet: <code>npm run space:push -- --with-demo-content</code> fills it (see the command <code>npm start</code> printed).</p>'

const hidden = (shown: boolean) => (shown ? '' : ' hidden')

function storyRow(story: IndexedStory, filter: string): string {
  return `<tr data-words="${escapeXml(story.words)}"${hidden(matchesFilter(story.words, filter))}><td><a href="/_editor/${escapeXml(story.fullSlug)}">${escapeXml(story.name)}</a></td><td>${escapeXml(story.contentType)}</td><td class="slug">${escapeXml(story.fullSlug)}</td><td>${STATES[story.state]}</td></tr>`
}

const anyShown = (stories: IndexedStory[], filter: string) => stories.some((story) => matchesFilter(story.words, filter))
const storiesOf = (language: IndexedLanguage) => language.folders.flatMap((folder) => folder.stories)

function folderSection(folder: IndexedFolder, id: string, filter: string): string {
  return `<section aria-labelledby="${id}"${hidden(anyShown(folder.stories, filter))}>
<h3 id="${id}">${escapeXml(folder.name)} <small>(${escapeXml(folder.fullSlug)}/)</small></h3>
<table aria-labelledby="${id}">
<colgroup><col class="name"><col class="type"><col><col class="state"></colgroup>
<thead><tr><th scope="col">Story</th><th scope="col">Content type</th><th scope="col">Address</th><th scope="col">State</th></tr></thead>
<tbody>${folder.stories.map((story) => storyRow(story, filter)).join('')}</tbody>
</table>
</section>`
}

function languageSection(language: IndexedLanguage, filter: string): string {
  const id = `language-${language.code}`
  const folders = language.folders.map((folder, index) => folderSection(folder, `${id}-${index}`, filter)).join('\n')
  return `<section aria-labelledby="${id}"${hidden(anyShown(storiesOf(language), filter))}>
<h2 id="${id}">${escapeXml(language.name)} (${escapeXml(language.code)})</h2>
${folders}
</section>`
}

/**
 * The local editor's index (`/_editor/`): every story by language and folder, each with its content
 * type and state and a link to its editor. The filter is a GET form (`?q=`), so it works without
 * JavaScript: the stories it does not match are hidden; the page's script filters while one types.
 */
export function editorIndexPage(languages: IndexedLanguage[], filter: string): string {
  const stories = languages.flatMap(storiesOf)
  const total = stories.length
  const shown = stories.filter((story) => matchesFilter(story.words, filter)).length
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stories: local editor</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Local visual editor</h1>
<p>Every story of the space, by language and folder. Open one to edit it beside its preview.</p>
</header>
<main>
<form class="search" role="search" method="get" action="/_editor/">
  <label for="story-filter">Filter by name, address or content type</label>
  <input type="search" id="story-filter" name="q" value="${escapeXml(filter)}" autocomplete="off">
  <button type="submit">Filter</button>
  <p role="status" id="story-count" data-total="${total}">${shown} of ${total} stories</p>
</form>
<nav aria-label="Languages"><ul>${languages.map((language) => `<li${hidden(anyShown(storiesOf(language), filter))}><a href="#language-${escapeXml(language.code)}">${escapeXml(language.name)}</a></li>`).join('')}</ul></nav>
${total > 0 ? languages.map((language) => languageSection(language, filter)).join('\n') : EMPTY_SPACE}
</main>
<script type="module" src="/_editor-index.js"></script>
</body>
</html>
`
}
