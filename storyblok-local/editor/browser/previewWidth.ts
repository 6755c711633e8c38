/** The widths the preview can take: the site's desktop layout, and a phone's (an iPhone 13 to 16). */
const WIDTHS = { desktop: 1280, phone: 390 } as const
type Width = keyof typeof WIDTHS

const STORAGE_KEY = 'local-editor-width'

const isWidth = (value: unknown): value is Width => typeof value === 'string' && Object.hasOwn(WIDTHS, value)

function storedWidth(): Width {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isWidth(stored) ? stored : 'desktop'
  } catch {
    return 'desktop'
  }
}

/**
 * The preview frame at the chosen width (the switch's buttons, `data-width`): the site lays out
 * for 1280 px, scaled down to fit the space beside the panel, or for a phone's 390 px. The choice
 * is kept for the next story.
 */
export function previewWidth(switcher: HTMLElement, frame: HTMLIFrameElement): void {
  const area = frame.parentElement as HTMLElement
  const buttons = [...switcher.querySelectorAll<HTMLButtonElement>('button[data-width]')]
  let width = storedWidth()
  const layout = () => {
    const pixels = WIDTHS[width]
    const scale = Math.min(1, area.clientWidth / pixels)
    frame.style.width = `${pixels}px`
    frame.style.height = `${area.clientHeight / scale}px`
    frame.style.zoom = String(scale)
    area.dataset.width = width
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.width === width))
  }
  for (const button of buttons)
    button.addEventListener('click', () => {
      if (!isWidth(button.dataset.width)) return
      width = button.dataset.width
      try {
        localStorage.setItem(STORAGE_KEY, width)
      } catch {
        // Storage may be off: the choice then lasts until the next story.
      }
      layout()
    })
  new ResizeObserver(layout).observe(area)
  layout()
}
