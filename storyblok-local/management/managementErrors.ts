import type { Context } from 'hono'

/** Storyblok's answer for a record that does not exist. */
export const notFound = (c: Context) => c.json(['This record could not be found'], 404)

/** Storyblok's validation failure: attribute → messages, status 422. */
export const unprocessable = (c: Context, errors: Record<string, string[]>) => c.json(errors, 422)

/** A JSON object body, or null when the body is not one. */
export async function readBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The object under `key` of a body (`{ component: {…} }`), or null. */
export function member(body: Record<string, unknown> | null, key: string): Record<string, unknown> | null {
  const value = body?.[key]
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}
