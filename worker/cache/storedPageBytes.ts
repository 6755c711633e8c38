import type { StoredPage, StoredPageMetadata } from './isolateMemory'

/** Ends the JSON of a kept page's headers, time and tags, before its body: KV's own metadata holds only 1,024 bytes. */
const METADATA_END = 0x0a

/** A page as KV keeps it: its metadata as one line of JSON, then its body. */
export function toStoredBytes(entry: StoredPage): Uint8Array {
  const { html, ...metadata } = entry
  const head = new TextEncoder().encode(`${JSON.stringify(metadata)}\n`)
  const bytes = new Uint8Array(head.byteLength + html.byteLength)
  bytes.set(head)
  bytes.set(html, head.byteLength)
  return bytes
}

export function fromStoredBytes(bytes: Uint8Array<ArrayBuffer>): StoredPage {
  const end = bytes.indexOf(METADATA_END)
  const metadata = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end))) as StoredPageMetadata
  return { ...metadata, html: bytes.slice(end + 1) }
}
