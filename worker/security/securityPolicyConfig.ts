import { analyticsConfig } from '../config/analyticsConfig'
import { editorOrigins } from './frameAncestors'

/** What the site's security headers allow besides its own origin, read from the environment. */
export interface SecurityPolicyConfig {
  /** Origins that serve the site's images and media (Storyblok's asset CDN and image service). */
  assetOrigins: string[]
  /** Origins allowed to frame a verified visual-editor preview. */
  editorOrigins: string[]
  /** Origins the site's scripts may send requests to (analytics), besides its own. */
  connectOrigins: string[]
}

/** The origin of a configured URL, or null when it is not an http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

function origins(list: string): string[] {
  return list.split(',').flatMap((entry) => originOf(entry) ?? [])
}

/**
 * ASSET_ORIGINS, plus the local content service while it stands in for Storyblok (it serves
 * the demo assets itself); the editors' origins for previews (frameAncestors.ts); the analytics endpoint
 * (AMPLITUDE_SERVER_URL or the region's) when analytics is configured. Malformed entries are dropped,
 * so a typo narrows the policy instead of opening it.
 */
export function securityPolicyConfig(env: Env): SecurityPolicyConfig {
  const analytics = analyticsConfig(env)
  const analyticsOrigin = analytics ? originOf(analytics.serverUrl) : null
  const localService = env.STORYBLOK_LOCAL_ENDPOINT ? originOf(env.STORYBLOK_LOCAL_ENDPOINT) : null
  return {
    assetOrigins: [...new Set([...origins(env.ASSET_ORIGINS), ...(localService ? [localService] : [])])],
    editorOrigins: editorOrigins(env),
    connectOrigins: analyticsOrigin ? [analyticsOrigin] : [],
  }
}
