/**
 * What the panel says when the Management API refuses an action: its 422 body names each field
 * and what is wrong with it (`{"slug":["has already been taken"]}`), other errors say one thing
 * (`{"error":"Unauthorized"}`, `["This record could not be found"]`). The editor sees the API's
 * own words, as Storyblok's editor shows them, after what it was doing.
 */
export function managementRefusal(action: string, status: number, body: unknown): string {
  return `${action} failed (${status}): ${describe(body) || 'no reason given'}`
}

function describe(body: unknown): string {
  if (typeof body === 'string') return body
  if (Array.isArray(body)) return body.map(describe).join('; ')
  if (body === null || typeof body !== 'object') return ''
  const { error, ...fields } = body as Record<string, unknown>
  const parts = typeof error === 'string' ? [error] : []
  for (const [field, problems] of Object.entries(fields)) parts.push(`${field.replace(/_/g, ' ')} ${describe(problems)}`)
  return parts.join('; ')
}

/** The language a full slug belongs to: its first segment (`en/blog/x` → `en`), as the space's root folders are one per language. */
export function languageOf(fullSlug: string): string {
  return fullSlug.split('/')[0] ?? ''
}

/** The editor's address of a story (in a release, if one is chosen), after a rename or move gave it a new full slug. */
export function editorAddress(fullSlug: string, release: number | null): string {
  const path = `/_editor/${fullSlug.split('/').map(encodeURIComponent).join('/')}`
  return release === null ? path : `${path}?release=${release}`
}
