import type { secureHeaders } from 'hono/secure-headers'
import type { SecurityPolicyConfig } from './securityPolicyConfig'
import { CSP_REPORT_GROUP } from './cspReportRoutes'

type ContentSecurityPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>

/** The only video players the site embeds (shared/components/bloks/videoEmbedUrl.ts). */
const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * The Content-Security-Policy of every page: scripts, styles and everything else from the
 * site's own origin only (no inline script, no eval; JSON-LD is data, not script); style
 * attributes (rich text colours) through `style-src-attr` alone; images and media from the
 * asset origins; frames from the two video players; and no framing at all. A verified preview
 * differs in exactly what the editor's bridge needs: the editors may frame it, and the one style
 * element the bridge injects is allowed by its hash.
 */
export function contentSecurityPolicy(config: SecurityPolicyConfig, { preview }: { preview: boolean }): ContentSecurityPolicy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: preview ? ["'self'", ...config.previewStyleHashes.map((hash) => `'${hash}'`)] : ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", ...config.assetOrigins],
    mediaSrc: ["'self'", ...config.assetOrigins],
    frameSrc: VIDEO_PLAYER_ORIGINS,
    connectSrc: ["'self'", ...config.connectOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: preview && config.editorOrigins.length > 0 ? config.editorOrigins : ["'none'"],
    // Violations are reported to the site's own endpoint (cspReportRoutes): a policy that blocks what a page needs shows in the log.
    reportTo: CSP_REPORT_GROUP,
  }
}
