import { toHex } from '../../shared/text/toHex'

const encoder = new TextEncoder()

/** Hex HMAC-SHA256 of `message` with `secret` (Web Crypto). */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}
