import type { Context } from 'hono'
import type { AppEnv } from '../config/AppEnv'
import { constantTimeEqual } from '../crypto/constantTimeEqual'

/** The request header that asks for Server-Timing where SERVER_TIMING is "debug"; the gateway never hands it to the cached renderer. */
export const DEBUG_TIMING_HEADER = 'x-debug-timing'

/**
 * Whether an answer carries Server-Timing: always where SERVER_TIMING says so (`npm start`, the
 * tests, the bench), else only for a request that names the SERVER_TIMING_SECRET in
 * `X-Debug-Timing` (staging, production): the timings tell whether someone opened an address
 * lately (a page hit or miss) and how long a lead's store took (a honeypot has none).
 */
export function serverTimingShown(c: Context<AppEnv>): boolean {
  if (c.env.SERVER_TIMING === 'always') return true
  const secret = c.env.SERVER_TIMING_SECRET
  const given = c.req.header(DEBUG_TIMING_HEADER)
  return secret !== undefined && secret !== '' && given !== undefined && constantTimeEqual(given, secret)
}
