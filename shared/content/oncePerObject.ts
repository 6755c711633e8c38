/**
 * `derive` wrapped to run once per object. For what is derived from published content: every
 * request of a content version shares the same (deep-frozen) objects, so what is derived from one
 * holds as long as it does, and a new version is new objects. Content that may change in place
 * must not be passed.
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
