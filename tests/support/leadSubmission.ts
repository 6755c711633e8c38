/**
 * A lead form's fields as a visitor fills them in validly (a new e-mail address each time, so no
 * two calls are one repeated lead), with `overrides` on top.
 */
export function validLeadFields<T extends object = object>(overrides: T = {} as T) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${crypto.randomUUID()}@example.com`,
    company: 'Analytical Engines',
    phone: '+49 30 1234567',
    phone_country: 'DE',
    consent: true,
    marketing: false,
    language: 'en',
    ...overrides,
  }
}

/** Client addresses in a documentation network (`203.0.113`): a new one per call, so that tests share the rate limit only when they mean to. */
export function clientAddresses(network: string): () => string {
  let next = 0
  return () => `${network}.${++next}`
}

/** The file a report's form posted without JavaScript starts downloading once taken: the address in its page's `Refresh` header ('' without one). */
export function downloadOf(response: Response): string {
  return /^0; url=(.+)$/.exec(response.headers.get('refresh') ?? '')?.[1] ?? ''
}
