import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { logError } from './logError'

const SERVER_ERROR = 500

/**
 * Every 5xx the worker answers is logged, once, as a JSON line: with the error a route threw
 * (handled by the error page), or the status alone when a route chose it. Other statuses,
 * 404s included, never log.
 */
export const serverErrorLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.res.status < SERVER_ERROR) return
  logError({ route: c.req.path, status: c.res.status, ray: c.req.header('cf-ray') ?? null, cause: c.error ?? `answered ${c.res.status}` })
}
