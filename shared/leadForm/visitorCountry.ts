/** Where a browser asks which country the site sees it in: never cached, answered by the worker's gateway. */
export const VISITOR_COUNTRY_API = '/api/visitor-country'

/**
 * The visitor's country as the site sees it (`CF-IPCountry`), asked for once a form runs: pages
 * are the same for every visitor, so it is not in them. Null when it is not known or cannot be
 * asked (the form keeps the page language's country).
 */
export async function visitorCountry(): Promise<string | null> {
  try {
    const response = await fetch(VISITOR_COUNTRY_API, { headers: { accept: 'application/json' } })
    if (!response.ok) return null
    const { country } = (await response.json()) as { country?: unknown }
    return typeof country === 'string' ? country : null
  } catch {
    return null
  }
}
