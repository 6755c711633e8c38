/** Everything the Amplitude SDK stores (cookies, localStorage, sessionStorage) is named `AMP_…`. */
const AMPLITUDE_PREFIX = 'AMP_'

/** The cookie domains the SDK may have used: none (host-only) and every parent domain of the host. */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.')
  return ['', ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))]
}

/** Removes the SDK's cookies and storage: what opting out leaves behind is nothing. */
export function clearAnalyticsStorage(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(AMPLITUDE_PREFIX))
  for (const name of names) {
    for (const domain of cookieDomains(location.hostname)) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`
    }
  }
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(AMPLITUDE_PREFIX)) storage.removeItem(key)
  }
}
