/**
 * The rules an event must meet before it reaches the SDK (the validation rules, the SDK's own checks in
 * `@amplitude/analytics-core`): the SDK silently drops what breaks them, so the site's tracking
 * wrapper refuses it first and says why.
 */

/**
 * At most this many keys in one property object.
 * @internal tests read this limit rather than write it again.
 */
export const MAX_PROPERTY_KEYS = 1000

/** @internal tests expect these messages rather than write them again. */
export const RULE_MESSAGES = {
  tooManyKeys: `Event properties have more than ${MAX_PROPERTY_KEYS} keys`,
  invalidValue: (path: string) => `Event property "${path}" must be a number, a string, a boolean, an object, or an array of numbers, strings or objects`,
  emptyEventType: 'Event type must be a non-empty string',
  addNotNumber: (property: string) => `The add operation on "${property}" requires a number`,
  quantityNotPositive: 'Revenue quantity must be greater than 0',
} as const

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

function arrayProblems(path: string, items: unknown[]): string[] {
  for (const item of items) {
    if (isPlainObject(item)) {
      const problems = objectProblems(item, path)
      if (problems.length > 0) return problems
    } else if (typeof item !== 'number' && typeof item !== 'string') {
      return [RULE_MESSAGES.invalidValue(path)]
    }
  }
  return []
}

function objectProblems(properties: Record<string, unknown>, prefix = ''): string[] {
  if (Object.keys(properties).length > MAX_PROPERTY_KEYS) return [RULE_MESSAGES.tooManyKeys]
  const problems: string[] = []
  for (const [key, value] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (Array.isArray(value)) problems.push(...arrayProblems(path, value))
    else if (isPlainObject(value)) problems.push(...objectProblems(value, path))
    else if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') problems.push(RULE_MESSAGES.invalidValue(path))
  }
  return problems
}

/**
 * What is wrong with a property object, as messages (empty when it is valid): at most 1000 keys
 * (string keys, as every JavaScript object has); values that are numbers, strings, booleans or
 * objects of the same; arrays only of numbers, strings or objects.
 * @internal unit-tested on its own; the tracker reaches it through its event checks.
 */
export function propertyProblems(properties: unknown): string[] {
  if (!isPlainObject(properties)) return [RULE_MESSAGES.invalidValue('(properties)')]
  return objectProblems(properties)
}

/** The problems of a tracked event: its type and its properties. */
export function eventProblems(eventType: unknown, properties: unknown = {}): string[] {
  const typeProblems = typeof eventType === 'string' && eventType.trim() !== '' ? [] : [RULE_MESSAGES.emptyEventType]
  return [...typeProblems, ...propertyProblems(properties)]
}

/** The identify `add` operation takes only a number. */
export function addProblems(property: string, value: unknown): string[] {
  return typeof value === 'number' && Number.isFinite(value) ? [] : [RULE_MESSAGES.addNotNumber(property)]
}

/** A revenue's quantity must be greater than 0. */
export function revenueProblems(quantity: number): string[] {
  return quantity > 0 ? [] : [RULE_MESSAGES.quantityNotPositive]
}
