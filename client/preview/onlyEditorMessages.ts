/**
 * Lets only the visual editor's messages reach the Storyblok bridge: a message whose sender is not
 * the window that frames the preview, or whose origin is not one of the editor origins the server
 * allows to frame it (STORYBLOK_EDITOR_ORIGIN, and the local editor's in development), stops here.
 * The bridge itself takes any `message` event, so another window (a page the preview opened, an ad
 * frame, any site that frames or opens it) could otherwise re-render the preview or drive its
 * overlay. Registered before the bridge, in the capture phase, so it runs first.
 */
export function onlyEditorMessages(editorOrigins: readonly string[]): void {
  window.addEventListener(
    'message',
    (event) => {
      if (event.source === window.parent && window.parent !== window && editorOrigins.includes(event.origin)) return
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
