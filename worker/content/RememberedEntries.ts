/**
 * Deep-freezes what is remembered: a cached value is shared by every request of the isolate, so
 * nothing may change it. Bytes (a rendered page) cannot be frozen; nothing writes to them.
 */
function freeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const nested of Object.values(value)) freeze(nested)
  }
  return value
}

/**
 * Parsed values an isolate keeps between requests, by key, least recently used first out once
 * their JSON passes `maxBytes` (isolates have 128 MB). Values are frozen: they are shared.
 */
export class RememberedEntries<T> {
  #entries = new Map<string, { value: T; bytes: number }>()
  #bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const found = this.#entries.get(key)
    if (!found) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, found)
    return found.value
  }

  set(key: string, value: T, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.#entries.set(key, { value: freeze(value), bytes })
    this.#bytes += bytes
    for (const [oldest, { bytes: oldBytes }] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= oldBytes
    }
  }

  delete(key: string): void {
    const found = this.#entries.get(key)
    if (!found) return
    this.#entries.delete(key)
    this.#bytes -= found.bytes
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }
}
