import type { DemoData } from '../space/DemoData'
import { toHex } from '../../shared/text/toHex'

/** How long a `signed_url` of `cdn/assets/me` works (Storyblok's are short-lived too). */
const SIGNED_URL_TTL_SECONDS = 60
/** Keys the local signatures; a fixed demo value, not a secret (the URLs open demo PDFs only). */
const SIGNING_KEY = 'local-private-asset-urls'
const encoder = new TextEncoder()

function collect(value: unknown, paths: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, paths)
  } else if (value !== null && typeof value === 'object') {
    const field = value as { fieldtype?: unknown; is_private?: unknown; filename?: unknown }
    if (field.fieldtype === 'asset' && field.is_private === true && typeof field.filename === 'string') {
      paths.add(new URL(field.filename).pathname)
    }
    for (const item of Object.values(value)) collect(item, paths)
  }
}

/** The paths (`/f/…`) of the assets marked private (`is_private`) in the demo stories and drafts. */
export function collectPrivateAssetPaths(data: DemoData): Set<string> {
  const paths = new Set<string>()
  collect([data.published, data.drafts], paths)
  return paths
}

async function signature(path: string, expires: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(SIGNING_KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${path}\n${expires}`)))
  return toHex(bytes)
}

/** A private asset's URL on `origin` that works for SIGNED_URL_TTL_SECONDS. */
export async function signedAssetUrl(origin: string, path: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS
  return `${origin}${path}?expires=${expires}&signature=${await signature(path, expires)}`
}

/** Whether a request for a private asset carries a valid, unexpired signature. */
export async function isSignedAssetRequest(path: string, query: URLSearchParams, now = Date.now()): Promise<boolean> {
  const expires = Number(query.get('expires'))
  if (!Number.isInteger(expires) || expires * 1000 <= now) return false
  return query.get('signature') === (await signature(path, expires))
}
