import { verifyHexHmac } from '../crypto/verifyHexHmac'

/** Storyblok signs a webhook with `webhook-signature`: the hex HMAC-SHA1 of the raw body. */
export async function verifyWebhookSignature(rawBody: string, signature: string | undefined, secret: string): Promise<boolean> {
  return signature ? verifyHexHmac('SHA-1', secret, rawBody, signature) : false
}
