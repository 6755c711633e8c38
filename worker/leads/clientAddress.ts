/** Hextets of an IPv6 address a client controls on its own: a /64 (one customer's network). */
const IPV6_NETWORK_HEXTETS = 4
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function ipv4(text: string): string | null {
  const octets = IPV4.exec(text)?.slice(1).map(Number)
  return octets && octets.every((octet) => octet <= 255) ? octets.join('.') : null
}

/** An IPv6 address's 8 hextets (an IPv4 tail, `::ffff:192.0.2.1`, as the last two), or null when it is none. */
function ipv6Hextets(text: string): number[] | null {
  if (!/^[\da-f:.]+$/i.test(text)) return null
  let body = text
  const tail = /(?<=:)\d+\.[\d.]+$/.exec(body)?.[0]
  if (tail !== undefined) {
    const octets = ipv4(tail)?.split('.').map(Number)
    if (!octets) return null
    const [a = 0, b = 0, c = 0, d = 0] = octets
    body = `${body.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = body.split('::')
  if (halves.length > 2) return null
  const words = (side: string) => (side === '' ? [] : side.split(':'))
  const head = words(halves[0] ?? '')
  const rest = halves.length === 2 ? words(halves[1] ?? '') : null
  const missing = 8 - head.length - (rest?.length ?? 0)
  if (rest === null ? missing !== 0 : missing < 1) return null
  const all = rest === null ? head : [...head, ...Array<string>(missing).fill('0'), ...rest]
  return all.every((word) => /^[\da-f]{1,4}$/i.test(word)) ? all.map((word) => Number.parseInt(word, 16)) : null
}

/**
 * The address the rate limit counts a client by (`CF-Connecting-IP`): an IPv4 address as it is; an
 * IPv6 address by its /64, which one customer holds whole (so `2001:db8::1` and
 * `2001:db8:0:0::2` are one client); an IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`) as
 * the IPv4 one; anything else (none, malformed) as one client, `unknown`.
 */
export function clientAddress(header: string | undefined): string {
  const text = header?.trim() ?? ''
  const v4 = ipv4(text)
  if (v4) return v4
  const hextets = ipv6Hextets(text)
  if (!hextets) return 'unknown'
  const mapped = hextets.slice(0, 5).every((word) => word === 0) && hextets[5] === 0xffff
  if (mapped) return [hextets[6] ?? 0, hextets[7] ?? 0].flatMap((word) => [word >> 8, word & 0xff]).join('.')
  return `${hextets
    .slice(0, IPV6_NETWORK_HEXTETS)
    .map((word) => word.toString(16))
    .join(':')}::/64`
}
