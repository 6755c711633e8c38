import { env } from 'cloudflare:workers'

/** Storyblok's webhook signature of a body: hex HMAC-SHA1 with the webhook secret. */
export async function signWebhook(body: string, secret = env.STORYBLOK_WEBHOOK_SECRET as string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
