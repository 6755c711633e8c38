import { serializeScriptJson } from '../../shared/html/serializeScriptJson'
import { escapeXml } from '../../shared/html/escapeXml'
import type { ComponentSchemas } from './browser/editableFields'
import type { TranslationTarget } from './translationTargets'

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
  /** The space's releases not released yet, which the release picker offers. */
  releases: { id: number; name: string }[]
  /** The demo space's management token (not a secret): Unpublish, Delete, Rename, Move and Translate go through the Management API, as in Storyblok's app. */
  managementToken: string
  /** The folders of the story's language (its root folder included), which Move offers. */
  folders: { id: number; full_slug: string }[]
  /** The space's other languages, each with the story's translation there or none: Translate offers those without one. */
  translations: TranslationTarget[]
}

/** What the page's heading names: the story and its content type's display name. */
export interface EditorHeading {
  storyName: string
  contentType: string
}

// The panel's head (with Save and Publish) stays put and only the fields scroll, so nothing scrolls
// over the buttons; the frame sits in its own area beside the panel, under the width switch.
const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: grid; grid-template-columns: minmax(300px, 380px) 1fr; height: 100vh; overflow: hidden; color: #1b243f; }
  aside { display: flex; flex-direction: column; min-height: 0; border-right: 1px solid #dfe3e8; background: #f7f8f9; }
  .panel-head { flex: none; padding: 10px 12px 6px; border-bottom: 1px solid #dfe3e8; }
  .panel-fields { flex: 1; min-height: 0; overflow: auto; padding: 12px; }
  h1 { font-size: 16px; margin: 0; }
  .story { margin: 2px 0 8px; color: #444; word-break: break-all; }
  .actions { display: flex; gap: 8px; align-items: center; }
  .actions a { margin-left: auto; color: #05665f; }
  button { font: inherit; padding: 6px 14px; border-radius: 4px; border: 1px solid #05807f; background: #fff; color: #05807f; cursor: pointer; }
  button.primary { background: #05807f; color: #fff; }
  button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #1b243f; outline-offset: 1px; }
  fieldset { border: 1px solid #dfe3e8; border-radius: 4px; margin: 0 0 10px; padding: 8px; background: #fff; min-width: 0; }
  fieldset.field-group { margin: 8px 0; background: #fafbfc; }
  fieldset[data-selected] { border-color: #05807f; box-shadow: 0 0 0 2px #05807f55; }
  legend { font-weight: 600; padding: 0 4px; }
  .blok-toggle { border: 0; padding: 2px 4px; background: none; color: #1b243f; font-weight: 600; text-align: left; }
  .blok-toggle-mark { display: inline-block; width: 0; height: 0; margin: 0 6px 1px 0; border: 5px solid transparent; border-left: 7px solid #05807f; border-right: 0; }
  .blok-toggle[aria-expanded=true] .blok-toggle-mark { transform: rotate(90deg); }
  .blok-summary { font-weight: 400; color: #555; }
  fieldset.blok:has(> .blok-body[hidden]) { padding: 0 8px 4px; }
  .field-group > legend { font-weight: 500; color: #444; }
  label { display: block; margin: 6px 0 2px; color: #444; }
  .required-mark { color: #b00020; font-size: 13px; }
  input, textarea, select { width: 100%; font: inherit; padding: 4px 6px; border: 1px solid #b6babf; border-radius: 3px; }
  .check { display: flex; flex-wrap: wrap; align-items: center; gap: 0 8px; } .check label { order: 2; margin: 6px 0; } .check input { width: auto; order: 1; } .check small { order: 3; width: 100%; }
  small { display: block; color: #555; margin-top: 2px; }
  .blok-order, .add-blok { display: flex; gap: 6px; align-items: end; margin: 4px 0; } .add-blok label { width: 100%; } .blok-order button, .add-blok button { padding: 2px 10px; }
  textarea { min-height: 3.2em; resize: vertical; }
  [role=tablist] { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0 8px; border-bottom: 1px solid #dfe3e8; }
  [role=tab] { padding: 4px 10px; border: 1px solid transparent; border-bottom: 0; border-radius: 4px 4px 0 0; color: #444; }
  [role=tab][aria-selected=true] { border-color: #dfe3e8; background: #fff; color: #05665f; font-weight: 600; margin-bottom: -1px; }
  [role=status] { min-height: 1.4em; color: #05807f; margin: 4px 0 0; }
  main { display: flex; flex-direction: column; min-width: 0; min-height: 0; }
  .toolbar { flex: none; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 6px 12px; border-bottom: 1px solid #dfe3e8; background: #f7f8f9; }
  .toolbar [role=group] { display: flex; gap: 4px; align-items: center; }
  .toolbar button { padding: 3px 10px; }
  .toolbar button[aria-pressed=true] { background: #05807f; color: #fff; }
  .frame-area { flex: 1; min-height: 0; overflow: hidden; display: flex; align-items: flex-start; background: #e9ecef; }
  .frame-area[data-width=phone] { justify-content: center; }
  iframe { flex: none; border: 0; transform-origin: 0 0; background: #fff; }
  .frame-area[data-width=phone] iframe { box-shadow: 0 0 0 1px #b6babf; }
  .release-picker { display: flex; align-items: center; gap: 6px; margin-left: auto; } .release-picker label { margin: 0; } .release-picker select { width: auto; }
  button:disabled { opacity: 0.6; cursor: not-allowed; }
  .release-mark { margin: 0 0 8px; padding: 4px 8px; border-left: 4px solid #b35900; background: #fff4e5; color: #6b3500; }
  .story-actions { margin: 8px 0 0; } .story-actions summary { cursor: pointer; color: #05665f; }
  .story-actions .actions { margin: 6px 0; }
  .story-action-row div { display: flex; gap: 6px; } .story-action-row button { flex: none; padding: 2px 10px; }
  .story-translations > p { margin: 8px 0 2px; color: #444; } .translations { margin: 2px 0 6px; padding-left: 18px; } .translations a { color: #05665f; }
  .confirm-delete { margin: 6px 0; padding: 6px 8px; border: 1px solid #b00020; border-radius: 4px; background: #fff; } .confirm-delete p { margin: 0 0 6px; }
`

/** The local visual editor: fields on the left, the site's preview framed on the right (plain HTML, one script). */
export function editorPage(config: EditorConfig, { storyName, contentType }: EditorHeading): string {
  const release = config.releases.find(({ id }) => id === config.release)
  // Saving into a release is easy to forget while the frame looks like the site: the panel says it, above Save.
  const releaseMark = release
    ? `\n    <p class="release-mark" id="editor-release-mark">In the release “${escapeXml(release.name)}”: Save stores its version of the story, which goes live when the release is released.</p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(storyName)} (${escapeXml(config.fullSlug)}): local editor</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<aside aria-label="Story fields">
  <div class="panel-head">
    <h1>${escapeXml(storyName)}</h1>
    <p class="story">${escapeXml(contentType)} · ${escapeXml(config.fullSlug)}</p>${releaseMark}
    <div class="actions">
      <button type="button" id="editor-save">Save</button>
      <button type="button" id="editor-publish" class="primary">Publish</button>
      <a href="/_editor/">All stories</a>
    </div>
    <p role="status" id="editor-status"></p>
  </div>
  <div class="panel-fields">
    <form id="editor-fields" aria-label="Fields"></form>
  </div>
</aside>
<main>
  <div class="toolbar">
    <div role="group" aria-label="Preview width" id="editor-widths">
      <button type="button" data-width="desktop" aria-pressed="true">Desktop (1280 px)</button>
      <button type="button" data-width="phone" aria-pressed="false">Phone (390 px)</button>
    </div>
  </div>
  <div class="frame-area">
    <iframe id="editor-frame" title="Preview"></iframe>
  </div>
</main>
<script type="application/json" id="editor-config">${serializeScriptJson(config)}</script>
<script type="module" src="/_editor.js"></script>
</body>
</html>
`
}
