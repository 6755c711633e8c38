/**
 * The editor origin the bridge posts to: the allowed editor origin that framed this page
 * (Chromium and Safari report it in `location.ancestorOrigins`, Firefox only in the referrer),
 * else the first allowed one (STORYBLOK_EDITOR_ORIGIN). The server lets only these origins frame
 * a preview, so the bridge never talks to anyone else.
 */
export function bridgeTarget(allowed: string[]): string | undefined {
  const framer = location.ancestorOrigins?.[0] ?? originOf(document.referrer)
  return allowed.find((origin) => origin === framer) ?? allowed[0]
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}
