/**
 * Shows a part of the panel that may be hidden (a blok the frame selected): the collapsed bloks
 * and the tabs it sits in, from the outermost in, and the blok itself when it is one. Each is
 * opened through its own control (the toggle, the tab), so their states stay as a click leaves them.
 */
export function revealInPanel(element: Element): void {
  const hidden: HTMLElement[] = []
  for (let at: Element | null = element instanceof HTMLFieldSetElement ? element.querySelector(':scope > .blok-body') : element; at; at = at.parentElement) {
    if (at instanceof HTMLElement && at.hidden && at.id) hidden.unshift(at)
  }
  for (const part of hidden) document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(part.id)}"]`)?.click()
}
