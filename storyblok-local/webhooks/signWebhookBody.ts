import { toHex } from '../../shared/text/toHex'

/** Storyblok's `webhook-signature`: the hex HMAC-SHA1 of the raw body, keyed with the webhook secret. */
export async function signWebhookBody(body: string, secret: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(body))
  return toHex(signature)
}
