import type { Blok } from '../space/DemoData'
import { demoSpace } from '../space/demoSpace'

const STORED = `${demoSpace.assetCdnOrigin}/f/`

/**
 * Story content as Storyblok stores it, from content a client sends back after reading it from
 * the service: an asset URL the service's answers pointed at `assetOrigin` (assetUrlReplacer; by
 * default the service's own origin) is Storyblok's asset CDN address again,
 * `https://a.storyblok.com/f/…`. Storyblok stores its CDN's address whatever domain its answers
 * use, so the stored content stays what filters match, the asset CDN serves and a service
 * started with another `--asset-origin` points elsewhere. Only the assets' path `/f/` is
 * turned back: any other address on that origin is no asset and stays as it was written.
 */
export function storedAssetUrls(content: Blok, assetOrigin: string | undefined): Blok {
  if (assetOrigin === undefined) return content
  const served = `${assetOrigin.replace(/\/+$/, '')}/f/`
  if (served === STORED) return content
  return JSON.parse(JSON.stringify(content), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(served) ? STORED + value.slice(served.length) : value,
  ) as Blok
}
