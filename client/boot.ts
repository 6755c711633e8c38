import { reloadOnChunkError } from './reloadOnChunkError'

const ISLAND_SELECTOR = 'island-root[data-island]:not([data-hydrating])'

async function hydrate(el: HTMLElement): Promise<void> {
  el.dataset.hydrating = ''
  try {
    const [{ hydrateIsland }, module] = await Promise.all([
      import('./hydrateIsland'),
      import(/* @vite-ignore */ el.dataset.island as string),
    ])
    hydrateIsland(el, module.default, JSON.parse(el.dataset.props ?? '{}'))
  } catch (error) {
    reloadOnChunkError(error)
  }
}

function whenVisible(el: HTMLElement): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect()
      void hydrate(el)
    }
  })
  // island-root is display: contents, so observe its first rendered child.
  observer.observe((el.firstElementChild as HTMLElement | null) ?? el)
}

function whenIdle(el: HTMLElement): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(el), { timeout: 500 })
  else setTimeout(() => void hydrate(el), 1)
}

function start(): void {
  for (const el of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    if (el.dataset.load === 'visible') whenVisible(el)
    else whenIdle(el)
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
