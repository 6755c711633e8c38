import { analyticsConfig } from '../config/analyticsConfig'
import { assetManifest } from '../config/assetManifest'

/** Storyblok's visual editor, when STORYBLOK_EDITOR_ORIGIN is empty. */
const DEFAULT_EDITOR_ORIGIN = 'https://app.storyblok.com'

/** What the site's security headers allow besides its own origin, read from the environment and the build. */
export interface SecurityPolicyConfig {
  /** Origins that serve the site's images and media (Storyblok's asset CDN and image service). */
  assetOrigins: string[]
  /** Origins allowed to frame a verified visual-editor preview. */
  editorOrigins: string[]
  /** Origins the site's scripts may send requests to (analytics), besides its own. */
  connectOrigins: string[]
  /** CSP hashes of the style elements the editor's bridge injects into a preview (from the build). */
  previewStyleHashes: string[]
}

/** The origin of a configured URL as browsers compare it, or null when it is not an http(s) URL (or, with `bare`, has more than an origin). */
function originOf(value: string, { bare = false } = {}): string | null {
  try {
    const url = new URL(value.trim())
    const onlyOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    return (url.protocol === 'https:' || url.protocol === 'http:') && (onlyOrigin || !bare) ? url.origin : null
  } catch {
    return null
  }
}

function origins(list: string): string[] {
  return list.split(',').flatMap((entry) => originOf(entry) ?? [])
}

/**
 * The origins whose editor may frame previews: STORYBLOK_EDITOR_ORIGIN (Storyblok's visual
 * editor; default https://app.storyblok.com), then STORYBLOK_LOCAL_EDITOR_ORIGIN (the local
 * editor of storyblok-local; empty in deployments). A value that is not a bare origin is ignored.
 */
export function editorOrigins(env: Pick<Env, 'STORYBLOK_EDITOR_ORIGIN' | 'STORYBLOK_LOCAL_EDITOR_ORIGIN'>): string[] {
  const configured = [env.STORYBLOK_EDITOR_ORIGIN || DEFAULT_EDITOR_ORIGIN, env.STORYBLOK_LOCAL_EDITOR_ORIGIN ?? '']
  const found: string[] = []
  for (const value of configured.filter((item) => item.trim() !== '')) {
    const origin = originOf(value, { bare: true })
    if (origin === null) console.warn('ignoring an editor origin that is not an http(s) origin', value)
    else if (!found.includes(origin)) found.push(origin)
  }
  return found
}

/**
 * ASSET_ORIGINS, plus the local content service while it stands in for Storyblok (it serves
 * the demo assets itself); the editors' origins for previews; the analytics endpoint
 * (AMPLITUDE_SERVER_URL or the region's) when analytics is configured; the bridge's style hash
 * the client build computed. Malformed entries are dropped, so a typo narrows the policy
 * instead of opening it.
 */
export function securityPolicyConfig(env: Env): SecurityPolicyConfig {
  const analytics = analyticsConfig(env)
  const analyticsOrigin = analytics ? originOf(analytics.serverUrl) : null
  const localService = env.STORYBLOK_LOCAL_ENDPOINT ? originOf(env.STORYBLOK_LOCAL_ENDPOINT) : null
  return {
    assetOrigins: [...new Set([...origins(env.ASSET_ORIGINS), ...(localService ? [localService] : [])])],
    editorOrigins: editorOrigins(env),
    connectOrigins: analyticsOrigin ? [analyticsOrigin] : [],
    previewStyleHashes: assetManifest.previewStyleHashes,
  }
}
