// The Content-Security-Policy hashes of the style element the visual editor's bridge
// (@storyblok/preview-bridge) injects into a preview, taken from the bridge itself at build time,
// so previews allow exactly that stylesheet and a bridge update cannot silently break it.
import { createHash } from 'node:crypto'

interface StyleElement {
  textContent: unknown
  setAttribute(name: string, value: string): void
}

/** The bridge's class; `createBridgeStylesheet` builds and appends its <style> element. */
interface BridgeClass {
  prototype: { createBridgeStylesheet(this: unknown): void }
}

export async function bridgeStyleHashes(): Promise<string[]> {
  // The package exports only its wrapper; the stylesheet lives in the private class beside it.
  const entry = import.meta.resolve('@storyblok/preview-bridge')
  const { default: Bridge } = (await import(new URL('./bridge-private.js', entry).href)) as { default: BridgeClass }
  const styles: string[] = []
  const element: StyleElement = { textContent: '', setAttribute() {} }
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'document')
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: { createElement: () => element, getElementsByTagName: () => [{ appendChild: (child: StyleElement) => styles.push(String(child.textContent)) }] },
  })
  try {
    Bridge.prototype.createBridgeStylesheet.call({})
  } finally {
    if (previous) Object.defineProperty(globalThis, 'document', previous)
    else Reflect.deleteProperty(globalThis, 'document')
  }
  if (styles.length === 0) throw new Error('@storyblok/preview-bridge injected no stylesheet: check how it styles previews now')
  return styles.map((css) => `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`)
}
