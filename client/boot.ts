import { startAnalytics } from './analytics/startAnalytics'
import { reloadOnNextInteraction } from './buildCheck/reloadOnNextInteraction'
import { watchBuild } from './buildCheck/watchBuild'
import { reloadOnChunkError } from './reloadOnChunkError'

const ISLAND_SELECTOR = 'island-root[data-island]:not([data-hydrating])'

/** Set once /builds/latest.json names another build than this page's: its chunks may be gone. */
let newBuildDeployed = false

async function hydrate(el: HTMLElement): Promise<void> {
  if (newBuildDeployed) return reloadOnNextInteraction()
  el.dataset.hydrating = ''
  try {
    const [{ hydrateIsland }, module] = await Promise.all([import('./hydrateIsland'), import(/* @vite-ignore */ el.dataset.island as string)])
    hydrateIsland(el, module.default)
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

/**
 * The background build check (the product states): once another build is deployed, islands still waiting
 * reload the page on the next interaction instead of importing old chunks, and a page restored
 * from the back/forward cache asks again at once and reloads when it is outdated.
 */
function startBuildCheck(): void {
  const pageBuildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content
  if (!pageBuildId) return
  const watcher = watchBuild(pageBuildId, () => {
    newBuildDeployed = true
    if (document.querySelector(ISLAND_SELECTOR)) reloadOnNextInteraction()
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    if (newBuildDeployed) location.reload()
    else void watcher.check().then(() => newBuildDeployed && location.reload())
  })
}

function start(): void {
  for (const el of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    if (el.dataset.load === 'visible') whenVisible(el)
    else whenIdle(el)
  }
  startBuildCheck()
  startAnalytics()
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
