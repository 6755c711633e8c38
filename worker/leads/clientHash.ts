import { hmacHex } from '../crypto/hmacHex'
import { clientAddress } from './clientAddress'

/** The client as the rate limit keeps it (`CF-Connecting-IP`, an IPv6 address by its /64: clientAddress): a keyed hash, never the address. */
export function clientHash(ip: string | undefined, secret: string): Promise<string> {
  return hmacHex(secret, `client-ip\n${clientAddress(ip)}`)
}
