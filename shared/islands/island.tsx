import { createContext, use, type ComponentType, type ReactNode } from 'react'
import { preload, type PreloadOptions } from 'react-dom'
import { serializeScriptJson } from '../html/serializeScriptJson'
import { IslandTextContext } from '../i18n/IslandTextContext'
import { PageLanguageContext } from '../links/PageLanguageContext'
import { AssetsContext } from './AssetsContext'
import { IslandHtmlContext } from './IslandHtmlContext'
import { islandKey } from './islandKey'
import { ISLAND_PROPS_ATTRIBUTE, splitIslandProps } from './islandProps'
import { IslandSlot } from './IslandSlot'

/**
 * When an island's code is fetched: after the page is idle, once it scrolls into view, or when the
 * visitor reaches for it (`interaction`: a pointer over or down on it, focus or a touch in it; the
 * click that caused it takes effect once hydrated).
 */
export type IslandLoad = 'idle' | 'visible' | 'interaction'

/** What else hydrates an `interaction` island: clicks anywhere on elements matching `clicks`, and the site events it listens to. */
export interface IslandTriggers {
  clicks?: string
  events?: string[]
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'island-root': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string
        'data-load': IslandLoad
        'data-load-clicks'?: string
        'data-load-events'?: string
      }
    }
  }
}

/** The image preloads React writes ahead of markup it renders on its own; the page's head gets them instead. */
const LEADING_PRELOAD = /^<link rel="preload" as="image"([^>]*)\/>/
const ATTRIBUTE = /\s([a-zA-Z-]+)="([^"]*)"/g
const PRELOAD_OPTIONS: Readonly<Record<string, keyof PreloadOptions>> = {
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  type: 'type',
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function withoutPreloads(markup: string): string {
  let rest = markup
  for (let found = LEADING_PRELOAD.exec(rest); found; found = LEADING_PRELOAD.exec(rest)) {
    let href = ''
    const options: Record<string, string> = { as: 'image' }
    for (const [, name, value] of (found[1] ?? '').matchAll(ATTRIBUTE)) {
      const option = PRELOAD_OPTIONS[(name ?? '').toLowerCase()]
      if (name === 'href') href = unescapeAttribute(value ?? '')
      else if (option) options[option] = unescapeAttribute(value ?? '')
    }
    preload(href, options as unknown as PreloadOptions)
    rest = rest.slice(found[0].length)
  }
  return rest
}

const wrapSlot = (node: ReactNode) => <IslandSlot>{node}</IslandSlot>

/** True inside an island's markup: an island in its slot (the header's search field) leaves the loader script to the outer one. */
const InsideIsland = createContext(false)

function PropsScript({ json }: { json: string }) {
  return <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: json }} />
}

/**
 * Wraps a component so the server renders it as an island: its HTML, its props as JSON (in a
 * script right before it) and the URL of its own chunk, which client/boot.ts loads lazily and
 * hydrates in place (with the page's interface words, IslandTextScript). Props that hold React
 * elements are slots: the server renders them once, as HTML, and the browser keeps that markup
 * (IslandSlot), so content the island never changes is not sent again as props.
 * `name` must match a file `client/islands/{name}.ts` that default-exports the component.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, load: IslandLoad = 'idle', triggers: IslandTriggers = {}) {
  function Island(props: P) {
    const assets = use(AssetsContext)
    if (!assets) return <Component {...props} />
    const src = assets.islands[name]
    if (!src) throw new Error(`Island "${name}" has no client entry: add client/islands/${name}.ts`)
    const words = use(IslandTextContext)
    const language = use(PageLanguageContext)
    const renderHtml = use(IslandHtmlContext)
    const rootAttributes = {
      'data-island': src,
      'data-load': load,
      'data-load-clicks': triggers.clicks,
      'data-load-events': triggers.events?.join(' '),
    }
    const boot = use(InsideIsland) ? null : <script type="module" async src={assets.boot} />
    if (renderHtml) {
      // Rendered on its own: it gets the page's words and language (its links' marks) as the page does, and its key names both.
      const parts = renderHtml(islandKey(`${name}@${language ?? ''}`, words, props), () => {
        const { rendered, json } = splitIslandProps(props, wrapSlot)
        return {
          props: serializeScriptJson(json),
          element: (
            <InsideIsland value={true}>
              <IslandTextContext value={words}>
                <PageLanguageContext value={language}>
                  <Component {...rendered} />
                </PageLanguageContext>
              </IslandTextContext>
            </InsideIsland>
          ),
        }
      })
      const { props: json, html } = parts instanceof Promise ? use(parts) : parts
      return (
        <>
          <PropsScript json={json} />
          <island-root {...rootAttributes} dangerouslySetInnerHTML={{ __html: withoutPreloads(html) }} />
          {boot}
        </>
      )
    }
    const { rendered, json } = splitIslandProps(props, wrapSlot)
    return (
      <>
        <PropsScript json={serializeScriptJson(json)} />
        <island-root {...rootAttributes}>
          <InsideIsland value={true}>
            <Component {...rendered} />
          </InsideIsland>
        </island-root>
        {boot}
      </>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
