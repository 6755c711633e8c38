/**
 * What a visitor would find wrong with the page's layout as it is now, as sentences; runs in the
 * page (`page.evaluate(findLayoutProblems)`), so it is self-contained.
 *
 * - Nothing is wider than the viewport: the page does not scroll sideways.
 * - No focusable element is out of reach: none lies left or right of the viewport (unless a
 *   sideways-scrolling box holds it), and none of an open dialog or other fixed layer lies above
 *   or below the viewport where nothing scrolls it into view.
 * - No visible text is under another layer. The page is scanned screen by screen; a text's left,
 *   middle and right (as far as its boxes show it) must be what the pointer would hit there. Open
 *   layers may cover the page (an open dialog, a listbox, a dropdown whose toggle is expanded, the
 *   sticky top, the header over scrolled content, and the toasts below its bar, which lie over the
 *   page for a few seconds without shifting it), but nothing may cover them: their text is checked
 *   too. A toast floating elsewhere covers neither text nor a control.
 * - The focus is inside an open dialog.
 *
 * `{ screens: false }` leaves out the screen-by-screen scan for text under other layers (the costly
 * part): what is off-screen, and the rest, is still checked.
 */
export function findLayoutProblems({ screens = true }: { screens?: boolean } = {}): string[] {
  const MAX_SCREENS = 40
  const problems = new Set<string>()
  const viewportWidth = document.documentElement.clientWidth
  const viewportHeight = window.innerHeight
  const scroller = document.scrollingElement ?? document.documentElement
  const startScroll = scroller.scrollTop

  function describe(element: Element): string {
    const classes = [...element.classList].slice(0, 2).join('.')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`
  }

  function visible(element: Element): boolean {
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest('[inert]')
  }

  function openDialogs(): HTMLDialogElement[] {
    return [...document.querySelectorAll('dialog[open]')].filter(
      (dialog): dialog is HTMLDialogElement => dialog instanceof HTMLDialogElement && visible(dialog),
    )
  }

  /** The layers allowed to cover the page: open dialogs, listboxes, and panels whose toggle is expanded. */
  function openLayers(): Element[] {
    const panels = [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')]
      .map((toggle) => document.getElementById(toggle.getAttribute('aria-controls') ?? ''))
      .filter((panel): panel is HTMLElement => panel !== null && visible(panel) && getComputedStyle(panel).position !== 'static')
    const listboxes = [...document.querySelectorAll('[role="listbox"]')].filter(visible)
    return [...openDialogs(), ...listboxes, ...panels]
  }

  function toasts(): Element[] {
    return [...document.querySelectorAll('.toaster > *, .toast')].filter(visible)
  }

  /** The part of `rect` that no ancestor with clipped overflow hides. */
  function unclipped(element: Element, rect: DOMRect): { left: number; right: number; top: number; bottom: number } {
    const box = {
      left: Math.max(rect.left, 0),
      right: Math.min(rect.right, viewportWidth),
      top: Math.max(rect.top, 0),
      bottom: Math.min(rect.bottom, viewportHeight),
    }
    for (let parent: Element | null = element; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const clip = parent.getBoundingClientRect()
      box.left = Math.max(box.left, clip.left)
      box.right = Math.min(box.right, clip.right)
      box.top = Math.max(box.top, clip.top)
      box.bottom = Math.min(box.bottom, clip.bottom)
    }
    return box
  }

  function scrollsSideways(element: Element): boolean {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (/(auto|scroll)/.test(style.overflowX) && parent.scrollWidth > parent.clientWidth) return true
    }
    return false
  }

  /** Whether a box that scrolls (or the page, for what is not in a fixed layer) can bring the element into view vertically. */
  function scrollsIntoView(element: Element): boolean {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (/(auto|scroll)/.test(style.overflowY) && parent.scrollHeight > parent.clientHeight) return true
      if (style.position === 'fixed' || parent instanceof HTMLDialogElement) return false
    }
    return true
  }

  function focusables(scope: Document | HTMLElement): HTMLElement[] {
    return [
      ...scope.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'),
    ].filter((element) => visible(element) && element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]') && !(element as HTMLButtonElement).disabled)
  }

  function checkOverflow(): void {
    if (scroller.scrollWidth > viewportWidth + 1) problems.add(`the page is ${scroller.scrollWidth}px wide in a ${viewportWidth}px viewport`)
  }

  function checkReach(scope: Document | HTMLElement): void {
    for (const element of focusables(scope)) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      if ((rect.left < -1 || rect.right > viewportWidth + 1) && !scrollsSideways(element)) {
        problems.add(`${describe(element)} is out of reach sideways (x ${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewportWidth})`)
      }
      if ((rect.top < -1 || rect.bottom > viewportHeight + 1) && !scrollsIntoView(element)) {
        problems.add(`${describe(element)} is out of reach in a fixed layer (y ${Math.round(rect.top)}–${Math.round(rect.bottom)} of ${viewportHeight})`)
      }
    }
  }

  function related(a: Element, b: Element): boolean {
    return a === b || a.contains(b) || b.contains(a)
  }

  /** Whether `hit` is hit at (x, y) only through a transparent ::before or ::after (a card's link stretched over the card). */
  function transparentPseudo(hit: Element, x: number, y: number): boolean {
    const rect = hit.getBoundingClientRect()
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return false
    return ['::before', '::after'].some((pseudo) => {
      const style = getComputedStyle(hit, pseudo)
      return (
        style.content !== 'none' &&
        style.position !== 'static' &&
        style.backgroundImage === 'none' &&
        /rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)
      )
    })
  }

  /** The element covering a text of `owner` at (x, y), if the pointer would hit something else there. */
  function coverAt(owner: Element, x: number, y: number, allowed: Element[]): Element | null {
    const hit = document.elementFromPoint(x, y)
    if (!hit || related(owner, hit) || transparentPseudo(hit, x, y)) return null
    // A label's text hit-tests as its control, an SVG's text as the SVG.
    if (owner.closest('label')?.contains(hit) || hit.closest('label')?.contains(owner)) return null
    if (allowed.some((layer) => layer.contains(hit) && !layer.contains(owner))) return null
    return hit
  }

  function checkTexts(scope: Element, allowed: Element[]): void {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement
      if (!owner || owner.closest('svg') || !node.textContent?.trim() || !visible(owner) || getComputedStyle(owner).pointerEvents === 'none') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of [...range.getClientRects()].slice(0, 3)) {
        if (rect.width < 4 || rect.height < 4) continue
        const box = unclipped(owner, rect)
        if (box.right - box.left < 4 || box.bottom - box.top < 4) continue
        const y = (box.top + box.bottom) / 2
        for (const x of [box.left + 2, (box.left + box.right) / 2, box.right - 2]) {
          const cover = coverAt(owner, x, y, allowed)
          if (cover) {
            problems.add(`"${node.textContent.trim().slice(0, 40)}" (${describe(owner)}) is under ${describe(cover)}`)
            break
          }
        }
      }
    }
  }

  function checkToastsCoverNothing(): void {
    for (const toast of toasts()) {
      if (stickyTop()?.contains(toast)) continue
      for (const element of focusables(document)) {
        if (toast.contains(element)) continue
        const rect = element.getBoundingClientRect()
        const x = rect.left + rect.width / 2
        const y = rect.top + rect.height / 2
        if (x < 0 || y < 0 || x > viewportWidth || y > viewportHeight) continue
        const hit = document.elementFromPoint(x, y)
        if (hit && toast.contains(hit)) problems.add(`the toast ${describe(toast)} covers ${describe(element)}`)
      }
    }
  }

  function checkFocus(): void {
    const dialogs = openDialogs()
    if (dialogs.length > 0 && !dialogs.some((dialog) => dialog.contains(document.activeElement))) {
      problems.add(
        `an open dialog (${dialogs.map(describe).join(', ')}) does not hold the focus (${document.activeElement ? describe(document.activeElement) : 'none'})`,
      )
    }
  }

  /** The sticky top of the page: the header, with the toasts below its bar. */
  function stickyTop(): Element | null {
    return document.querySelector('.site-top') ?? document.querySelector('.site-header')
  }

  function checkScreen(): void {
    const layers = openLayers()
    const header = stickyTop()
    if (layers.length > 0) {
      for (const layer of [...layers, ...toasts()]) checkTexts(layer, [])
      return
    }
    // Scrolled content passes under the sticky top, by design, and a toast below its bar lies over the page for a moment.
    const stickyToasts = toasts().filter((toast) => header?.contains(toast))
    checkTexts(document.body, scroller.scrollTop > 0 && header ? [header] : stickyToasts)
    for (const toast of toasts()) checkTexts(toast, [])
  }

  checkOverflow()
  const modal = document.querySelector<HTMLDialogElement>('dialog:modal')
  checkReach(modal ?? document)
  checkFocus()
  checkToastsCoverNothing()
  if (!screens) return [...problems]
  if (modal || openLayers().length > 0) checkScreen()
  else {
    for (let screen = 0; screen < MAX_SCREENS; screen++) {
      window.scrollTo({ top: screen * viewportHeight, behavior: 'instant' })
      checkScreen()
      if (scroller.scrollTop + viewportHeight >= scroller.scrollHeight) break
    }
    window.scrollTo({ top: startScroll, behavior: 'instant' })
  }
  return [...problems]
}
