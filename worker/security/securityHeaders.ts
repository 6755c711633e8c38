import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { oncePerObject } from '../../shared/content/oncePerObject'
import type { AppEnv } from '../config/AppEnv'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { CSP_REPORT_GROUP, CSP_REPORTS_PATH } from './cspReportRoutes'
import { securityPolicyConfig } from './securityPolicyConfig'

/** Two years, as HSTS preload lists ask. */
const HSTS = 'max-age=63072000; includeSubDomains'
const REFERRER_POLICY = 'strict-origin-when-cross-origin'
/** Browser features no page of the site uses. */
const DISABLED_FEATURES = { camera: [], microphone: [], geolocation: [], payment: [] }
const NO_OP = async () => {}
/**
 * Hono's defaults for browsers that are gone: X-XSS-Protection (its filter was removed from every
 * browser; CSP does its work), X-Download-Options (Internet Explorer 8), X-DNS-Prefetch-Control
 * (a hint, not protection) and X-Permitted-Cross-Domain-Policies (Flash and Acrobat). Not sent:
 * every answer carries four headers fewer, a cached hit included (docs/security.md, "Headers").
 */
const OBSOLETE = { xXssProtection: false, xDownloadOptions: false, xDnsPrefetchControl: false, xPermittedCrossDomainPolicies: false } as const

type Variant = `${'preview' | 'published'}:${'https' | 'http'}`

/** The header setters of one environment, built once per isolate: policies are configuration, not per request. */
const settersOf = oncePerObject((_env: Env) => new Map<Variant, MiddlewareHandler>())

function setterFor(env: Env, preview: boolean, https: boolean): MiddlewareHandler {
  const setters = settersOf(env)
  const variant: Variant = `${preview ? 'preview' : 'published'}:${https ? 'https' : 'http'}`
  let setter = setters.get(variant)
  if (!setter) {
    setter = secureHeaders({
      ...OBSOLETE,
      contentSecurityPolicy: contentSecurityPolicy(securityPolicyConfig(env), { preview }),
      strictTransportSecurity: https ? HSTS : false,
      referrerPolicy: REFERRER_POLICY,
      permissionsPolicy: DISABLED_FEATURES,
      crossOriginOpenerPolicy: 'same-origin',
      xFrameOptions: preview ? false : 'DENY',
      reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORTS_PATH }],
    })
    setters.set(variant, setter)
  }
  return setter
}

/**
 * The security headers of every response the worker makes (pages, error pages, redirects,
 * JSON), built in this one place from configuration (worker/security/). They are decided after
 * the route ran, because only the route knows whether the request is a verified preview
 * (`editorPreview`), whose page the visual editor may frame.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const preview = c.get('editorPreview') === true
  await setterFor(c.env, preview, c.req.url.startsWith('https:'))(c, NO_OP)
}
