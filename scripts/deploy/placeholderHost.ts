/** Top-level domains reserved for documentation and tests (RFC 2606, RFC 6761): never a site's real host. */
const RESERVED_TLD = /(^|\.)(example|invalid|test|localhost|local)$/
/** Second-level domains reserved for documentation (RFC 2606). */
const RESERVED_DOMAIN = /(^|\.)example\.(com|net|org)$/

/** Whether a host name is one written into the repo as a stand-in (`www.freight.example`, `<your-domain>`), never a real one. */
export function placeholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '')
  return name === '' || RESERVED_TLD.test(name) || RESERVED_DOMAIN.test(name) || /placeholder|your|todo|[<>]/.test(name)
}
