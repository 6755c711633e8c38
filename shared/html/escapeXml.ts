const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** Characters XML 1.0 does not allow anywhere, not even escaped: C0 controls other than tab, newline and return; lone surrogates; U+FFFE/U+FFFF. */
// eslint-disable-next-line no-control-regex -- finds the control characters XML forbids
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text or an attribute value escaped for XML (SVG, sitemaps, feeds); characters XML cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}
