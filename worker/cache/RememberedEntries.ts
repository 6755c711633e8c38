/**
 * Deep-freezes what is remembered. Bytes (a rendered page) cannot be frozen; nothing writes to them.
 */
function freeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const nested of Object.values(value)) freeze(nested)
  }
  return value
}

/**
 * Values an isolate keeps between requests, by key, least recently used first out once their
 * size passes `maxBytes`. The two rules every cached value follows, for all the stores of
 * isolateMemory.ts:
 * - Frozen once: a value is deep-frozen when it is kept, because every request of the isolate
 *   shares it. Changing it throws (modules are strict), in development and in production alike.
 * - Identity is meaning: code may key what it derives from a cached object by that object
 *   (shared/content/oncePerObject.ts, shared/islands/islandKey.ts), because a kept object never
 *   changes, and content read again is a new object unless it is equal to the kept one, which is
 *   then kept (readThroughCache's `remember`). A new content version is new objects: a miss,
 *   never a wrong hit.
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
