import { hmacHex } from '../crypto/hmacHex'

/** The client's IP as the rate limit keeps it: a keyed hash, never the address. */
export function clientHash(ip: string | undefined, secret: string): Promise<string> {
  return hmacHex(secret, `client-ip\n${ip?.trim() || 'unknown'}`)
}
