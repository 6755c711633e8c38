import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../AppEnv'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { securityPolicyConfig } from './securityPolicyConfig'

/** Two years, as HSTS preload lists ask. */
const HSTS = 'max-age=63072000; includeSubDomains'
const REFERRER_POLICY = 'strict-origin-when-cross-origin'
/** Browser features no page of the site uses. */
const DISABLED_FEATURES = { camera: [], microphone: [], geolocation: [], payment: [] }
const NO_OP = async () => {}

/**
 * The security headers of every response the worker makes (pages, error pages, redirects,
 * JSON), built in this one place from configuration (worker/security/). They are decided after
 * the route ran, because only the route knows whether the request is a verified preview
 * (`editorPreview`), whose page the visual editor may frame.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const preview = c.get('editorPreview') === true
  const https = new URL(c.req.url).protocol === 'https:'
  await secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(securityPolicyConfig(c.env), { preview }),
    strictTransportSecurity: https ? HSTS : false,
    referrerPolicy: REFERRER_POLICY,
    permissionsPolicy: DISABLED_FEATURES,
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: preview ? false : 'DENY',
  })(c, NO_OP)
}
