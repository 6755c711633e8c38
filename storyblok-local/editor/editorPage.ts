import { serializeScriptJson } from '../../shared/html/serializeScriptJson'
import { escapeXml } from '../../shared/xml/escapeXml'
import type { ComponentSchemas } from './browser/editableFields'

/** What the editor's script needs, embedded in its page. */
export interface EditorConfig {
  fullSlug: string
  storyId: number
  spaceId: number
  /** The signed preview address the editor frames. */
  previewUrl: string
  /** The site's origin: the only origin the editor talks to. */
  siteOrigin: string
  /** The demo space's preview token (not a secret): the editor reads drafts with it, as Storyblok's app does. */
  previewToken: string
  /** The space's components (as pushed: the content model), whose fields the panel offers. */
  components: ComponentSchemas
  /** The release the editor shows and saves into; null for the current drafts. */
  release: number | null
  /** The space's releases, which the release picker offers. */
  releases: { id: number; name: string }[]
}

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: grid; grid-template-columns: minmax(280px, 360px) 1fr; height: 100vh; color: #1b243f; }
  aside { overflow: auto; border-right: 1px solid #dfe3e8; padding: 12px; background: #f7f8f9; }
  h1 { font-size: 16px; margin: 0 0 4px; }
  .slug { color: #555; margin: 0 0 12px; word-break: break-all; }
  .actions { display: flex; gap: 8px; margin-bottom: 8px; position: sticky; top: 0; background: #f7f8f9; padding: 4px 0; }
  button { font: inherit; padding: 6px 14px; border-radius: 4px; border: 1px solid #05807f; background: #fff; color: #05807f; cursor: pointer; }
  button.primary { background: #05807f; color: #fff; }
  button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible { outline: 3px solid #1b243f; outline-offset: 1px; }
  fieldset { border: 1px solid #dfe3e8; border-radius: 4px; margin: 0 0 10px; padding: 8px; background: #fff; }
  fieldset[data-selected] { border-color: #05807f; box-shadow: 0 0 0 2px #05807f55; }
  legend { font-weight: 600; padding: 0 4px; }
  label { display: block; margin: 6px 0 2px; color: #444; }
  input, textarea, select { width: 100%; font: inherit; padding: 4px 6px; border: 1px solid #b6babf; border-radius: 3px; }
  .check { display: flex; flex-wrap: wrap; align-items: center; gap: 0 8px; } .check label { order: 2; margin: 6px 0; } .check input { width: auto; order: 1; } .check small { order: 3; width: 100%; }
  small { display: block; color: #555; margin-top: 2px; }
  .blok-order, .add-blok { display: flex; gap: 6px; align-items: end; margin: 4px 0; } .add-blok label { width: 100%; } .blok-order button, .add-blok button { padding: 2px 10px; }
  textarea { min-height: 3.2em; resize: vertical; }
  iframe { width: 100%; height: 100%; border: 0; }
  [role=status] { min-height: 1.4em; color: #05807f; margin: 0 0 8px; }
  .release-picker { display: flex; align-items: center; gap: 6px; margin-left: auto; } .release-picker label { margin: 0; } .release-picker select { width: auto; }
  button:disabled { opacity: 0.6; cursor: not-allowed; }
`

/** The local visual editor: fields on the left, the site's preview framed on the right (plain HTML, one script). */
export function editorPage(config: EditorConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local editor: ${escapeXml(config.fullSlug)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<aside aria-label="Story fields">
  <h1>Local visual editor</h1>
  <p class="slug">${escapeXml(config.fullSlug)}</p>
  <div class="actions">
    <button type="button" id="editor-save">Save</button>
    <button type="button" id="editor-publish" class="primary">Publish</button>
  </div>
  <p role="status" id="editor-status"></p>
  <form id="editor-fields" aria-label="Fields"></form>
</aside>
<main>
  <iframe id="editor-frame" title="Preview"></iframe>
</main>
<script type="application/json" id="editor-config">${serializeScriptJson(config)}</script>
<script type="module" src="/_editor.js"></script>
</body>
</html>
`
}
