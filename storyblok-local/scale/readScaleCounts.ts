import { MAX_SCALE_COUNT, SCALE_FLAG_NAMES, scaleCount, type ScaleCounts } from './ScaleCounts'

const KEYS = Object.keys(SCALE_FLAG_NAMES) as (keyof ScaleCounts)[]

/**
 * The body of `POST /_control/scale` (`{"blogPosts": N, "pages": N, "jobOpenings": N, "redirects": N}`)
 * as counts, a missing one 0 (the body says the whole scale); or what is wrong with it, for the 400 answer.
 */
export function readScaleCounts(body: Record<string, unknown> | null): ScaleCounts | string {
  const expected = `Expected {${KEYS.map((key) => `"${key}": N`).join(', ')}}, each N an integer from 0 to ${MAX_SCALE_COUNT} (a missing one is 0)`
  if (body === null) return expected
  const unknown = Object.keys(body).filter((key) => !(KEYS as string[]).includes(key))
  if (unknown.length > 0) return `${expected}; unknown: ${unknown.join(', ')}`
  const counts = Object.fromEntries(KEYS.map((key) => [key, body[key] === undefined ? 0 : typeof body[key] === 'number' ? scaleCount(body[key]) : null]))
  const wrong = KEYS.filter((key) => counts[key] === null)
  return wrong.length > 0 ? `${expected}; wrong: ${wrong.join(', ')}` : (counts as unknown as ScaleCounts)
}
