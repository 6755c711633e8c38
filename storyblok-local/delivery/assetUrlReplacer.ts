import { demoSpace } from '../space/demoSpace'

/** A `JSON.stringify` replacer. */
export type JsonReplacer = (key: string, value: unknown) => unknown

const CDN_PREFIX = `${demoSpace.assetCdnOrigin}/`

/**
 * A `JSON.stringify` replacer that points asset URLs at `assetOrigin`, as a custom asset domain
 * does: every string starting with `https://a.storyblok.com/` starts with `${assetOrigin}/` instead.
 */
export function assetUrlReplacer(assetOrigin: string): JsonReplacer {
  const target = `${assetOrigin.replace(/\/+$/, '')}/`
  return (_key, value) => (typeof value === 'string' && value.startsWith(CDN_PREFIX) ? target + value.slice(CDN_PREFIX.length) : value)
}
