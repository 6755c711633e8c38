import type { ComponentType } from 'react'
import { startAnalytics } from './analytics/startAnalytics'
import { loadNewBuildOnNextNavigation } from './buildCheck/loadNewBuildOnNextNavigation'
import { watchBuild } from './buildCheck/watchBuild'
import { hideDismissedBanner } from './hideDismissedBanner'
import type { hydrateIsland } from './hydrateIsland'
import { reloadOnChunkError } from './reloadOnChunkError'
import { UnsavedInput } from './unsavedInput'

interface IslandModule {
  default: ComponentType<object>
  hydrateIsland: typeof hydrateIsland
}

const ISLAND_SELECTOR = 'island-root[data-island]'
/** An event's time to show in the visitor's own zone (client/showLocalEventTimes.ts). */
const EVENT_TIME_SELECTOR = '[data-event-start][data-event-end]'
/** An article's table of contents beside its text, which marks the section being read (client/markTocSection.ts). */
const TOC_SELECTOR = '.article__toc .toc'

/** Events that show a visitor reaching for an `interaction` island: its code starts loading at once. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/** What the visitor typed and has not sent: nothing reloads the page over it. */
const unsavedInput = new UnsavedInput()
const hasUnsavedInput = () => unsavedInput.present()

/** Islands whose hydration has started, with its end. */
const hydrations = new Map<HTMLElement, Promise<void>>()
/** Islands that have hydrated: their own listeners answer from now on. */
const hydrated = new WeakSet<HTMLElement>()

function hydrate(el: HTMLElement): Promise<void> {
  let hydration = hydrations.get(el)
  if (!hydration) {
    hydration = loadAndHydrate(el)
    hydrations.set(el, hydration)
  }
  return hydration
}

async function loadAndHydrate(el: HTMLElement): Promise<void> {
  el.dataset.hydrating = ''
  try {
    // An island's chunk exports its component and, from the shared runtime chunk, the hydration (client/hydrateIsland.tsx).
    const island = (await import(/* @vite-ignore */ el.dataset.island as string)) as IslandModule
    await new Promise<void>((resolve) => island.hydrateIsland(el, island.default, resolve))
    hydrated.add(el)
  } catch (error) {
    reloadOnChunkError(error, hasUnsavedInput)
    return new Promise<void>(() => {})
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

/** The `interaction` islands that have not hydrated yet. */
function waiting(islands: HTMLElement[]): HTMLElement[] {
  return islands.filter((el) => !hydrated.has(el))
}

/**
 * The waiting island a visitor reaches for at `target`: the innermost one around it (an island in
 * another's slot, as the header's search field, is the one reached for), or one whose clicks
 * selector it matches.
 */
function islandAt(islands: HTMLElement[], target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined
  const candidates = waiting(islands)
  const around = candidates.filter((el) => el.contains(target))
  return (
    around.find((el) => !around.some((other) => other !== el && el.contains(other))) ??
    candidates.find((el) => el.dataset.loadClicks && target.closest(el.dataset.loadClicks))
  )
}

/** Whether the browser runs a button's `commandfor` command itself (invoker commands): the phone menu's button opens it so. */
const INVOKER_COMMANDS = 'commandForElement' in HTMLButtonElement.prototype

/**
 * What the browser answers at once, hydrated or not, unless it is one of the island's click triggers (those wait for it: a
 * start modal counts its opening): a plain link (no popup) navigates, and a button with a command (`commandfor`) opens or
 * closes its dialog, which the island takes over as it hydrates (docs/decisions/controls-work-without-javascript.md).
 */
function answersAtOnce(el: HTMLElement, target: Element): boolean {
  if (el.dataset.loadClicks && target.closest(el.dataset.loadClicks)) return false
  const link = target.closest('a[href]')
  if (link) return !link.hasAttribute('aria-haspopup')
  return INVOKER_COMMANDS && target.closest('button[commandfor]') !== null
}

/** Once hydrated, the pointer still resting on the island enters it again, so hover behaviour (a dropdown) takes effect. */
function replayHover(over: PointerEvent): void {
  const target = over.target as Element
  if (!target.isConnected || !target.matches(':hover')) return
  const init = { bubbles: true, cancelable: true, composed: true, view: window, clientX: over.clientX, clientY: over.clientY, relatedTarget: null }
  target.dispatchEvent(new PointerEvent('pointerover', { ...init, pointerId: over.pointerId, pointerType: over.pointerType, isPrimary: over.isPrimary }))
  target.dispatchEvent(new MouseEvent('mouseover', init))
}

/** The click that asked for the island, given to it once hydrated (with its pointer type: a mouse click keeps a hovered dropdown open). */
function replayClick(click: MouseEvent): void {
  const target = click.target as Element
  if (!target.isConnected) return
  const pointerType = click instanceof PointerEvent ? click.pointerType : ''
  target.dispatchEvent(
    new PointerEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      detail: click.detail,
      clientX: click.clientX,
      clientY: click.clientY,
      screenX: click.screenX,
      screenY: click.screenY,
      pointerType,
    }),
  )
}

/**
 * `interaction` islands hydrate when a pointer goes over or down on them, a finger touches them or
 * focus enters them, or on a click on their `data-load-clicks` elements anywhere. A click that
 * arrives before the island has hydrated is held and given to it once it has (unless the browser
 * answers it at once: answersAtOnce), and a site event
 * (`data-load-events`) sent while it waits is sent again once it listens.
 */
function hydrateOnInteraction(islands: HTMLElement[]): void {
  if (islands.length === 0) return
  const lastHover = new Map<HTMLElement, PointerEvent>()
  const onIntent = (event: Event) => {
    const el = islandAt(islands, event.target)
    if (!el) return
    if (event instanceof PointerEvent && event.type === 'pointerover') lastHover.set(el, event)
    void hydrate(el).then(() => {
      const over = lastHover.get(el)
      lastHover.delete(el)
      if (over) replayHover(over)
    })
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true })

  document.addEventListener(
    'click',
    (event) => {
      const el = islandAt(islands, event.target)
      if (!el || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      const target = event.target as Element
      if (answersAtOnce(el, target)) {
        // A link in a dialog the browser opened (the phone menu) closes it, as the island would: a link to a place in the page keeps the page.
        if (target.closest('a[href]')) target.closest('dialog')?.close()
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      void hydrate(el).then(() => replayClick(event))
    },
    { capture: true },
  )

  const eventNames = new Set(islands.flatMap((el) => el.dataset.loadEvents?.split(' ') ?? []))
  for (const name of eventNames) {
    window.addEventListener(name, (event) => {
      const listeners = waiting(islands).filter((el) => el.dataset.loadEvents?.split(' ').includes(name))
      if (listeners.length === 0) return
      const { detail } = event as CustomEvent<unknown>
      void Promise.all(listeners.map(hydrate)).then(() => window.dispatchEvent(new CustomEvent(name, { detail })))
    })
  }
}

/**
 * The background build check (the product states): once another build is deployed, the visitor's
 * next navigation loads it, and a page restored from the back/forward cache asks again at once and
 * reloads when it is outdated; never over unsaved input. Islands still waiting load their chunks
 * as before: the browser may hold them, and one that is gone reloads the page (reloadOnChunkError).
 */
function startBuildCheck(): void {
  const pageBuildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content
  if (!pageBuildId) return
  let outdated = false
  const watcher = watchBuild(pageBuildId, () => {
    outdated = true
    loadNewBuildOnNextNavigation(hasUnsavedInput)
  })
  const reloadIfOutdated = async () => {
    if (!outdated) await watcher.check()
    if (outdated && !hasUnsavedInput()) location.reload()
  }
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void reloadIfOutdated()
  })
}

function start(): void {
  document.addEventListener('input', unsavedInput.note, { capture: true })
  hideDismissedBanner()
  // An event's time in the visitor's zone: its code loads only on a page that shows one (a webinar).
  if (document.querySelector(EVENT_TIME_SELECTOR)) void import('./showLocalEventTimes').then((module) => module.showLocalEventTimes())
  if (document.querySelector(TOC_SELECTOR)) void import('./markTocSection').then((module) => module.markTocSection())
  const onInteraction: HTMLElement[] = []
  for (const el of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    if (el.dataset.load === 'interaction') onInteraction.push(el)
    else if (el.dataset.load === 'visible') whenVisible(el)
    else whenIdle(el)
  }
  hydrateOnInteraction(onInteraction)
  startBuildCheck()
  startAnalytics()
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
