/**
 * `derive` wrapped to run once per object, for objects that never change in place: published
 * content (every request of a content version shares the same deep-frozen objects, and a new
 * version is new objects) and a worker's environment (one object per isolate).
 */
export function oncePerObject<T extends object, R>(derive: (value: T) => R): (value: T) => R {
  const derived = new WeakMap<T, R>()
  return (value) => {
    if (derived.has(value)) return derived.get(value) as R
    const result = derive(value)
    derived.set(value, result)
    return result
  }
}
