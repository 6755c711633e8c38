import { reportsApiAddress } from '../../shared/leadForm/reportsApi'
import { hmacHex } from '../crypto/hmacHex'
import { verifyHexHmac } from '../crypto/verifyHexHmac'

/** A signed download link works this long (10 minutes: long enough to click, too short to pass around). */
export const DOWNLOAD_LINK_TTL_SECONDS = 10 * 60

/** What a download link grants: one report's file, for one stored lead, until `expires` (Unix seconds). */
export interface DownloadGrant {
  language: string
  slug: string
  lead: string
  expires: number
}

const HEX_64 = /^[0-9a-f]{64}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function signedText({ language, slug, lead, expires }: DownloadGrant): string {
  return `report-download\n${language}\n${slug}\n${lead}\n${expires}`
}

/** `/api/reports/{slug}/file?lang=…&lead=…&expires=…&signature=…`, signed with HMAC-SHA256. */
export async function signDownloadLink(grant: DownloadGrant, secret: string): Promise<string> {
  const signature = await hmacHex(secret, signedText(grant))
  const query = new URLSearchParams({ lang: grant.language, lead: grant.lead, expires: String(grant.expires), signature })
  return `${reportsApiAddress('file', grant.slug)}?${query}`
}

export type LinkCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

/** Checks a download link's signature first, then its expiry (`now` in Unix seconds). */
export async function verifyDownloadLink(slug: string, query: URLSearchParams, secret: string, now: number): Promise<LinkCheck> {
  const [language, lead, expiresText, signature] = ['lang', 'lead', 'expires', 'signature'].map((name) => query.get(name) ?? '')
  const expires = Number(expiresText)
  if (!/^[a-z]{2}$/.test(language!) || !UUID.test(lead!) || !/^\d{1,12}$/.test(expiresText!) || !HEX_64.test(signature!))
    return { ok: false, reason: 'malformed' }
  const grant = { language: language!, slug, lead: lead!, expires }
  if (!(await verifyHexHmac('SHA-256', secret, signedText(grant), signature!))) return { ok: false, reason: 'forged' }
  if (expires <= now) return { ok: false, reason: 'expired' }
  return { ok: true, grant }
}
