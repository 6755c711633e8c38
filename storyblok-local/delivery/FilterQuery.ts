const OPERATIONS = [
  'in',
  'not_in',
  'like',
  'not_like',
  'is',
  'any_in_array',
  'all_in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const
type Operation = (typeof OPERATIONS)[number]
const IS_VALUES = ['true', 'false', 'empty', 'not_empty', 'empty_array', 'not_empty_array', 'null', 'not_null']

interface Condition {
  path: string[]
  operation: Operation
  value: string
}

const isOperation = (name: string): name is Operation => (OPERATIONS as readonly string[]).includes(name)
const wildcard = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
const asDate = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.replace('T', ' ').slice(0, 16).padEnd(16, ' ') : null
const asNumber = (value: unknown, parse: (text: string) => number): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? parse(value) : Number.NaN
  return Number.isFinite(number) ? number : null
}

/**
 * The `filter_query` parameter: `filter_query[field][operation]=value` conditions (all must match)
 * and `filter_query[__or][][field][operation]=value` alternatives (one must match). Fields are paths
 * into the story content (`component`, `author`, `image.filename`); story properties are not filterable.
 */
export class FilterQuery {
  private constructor(
    private readonly conditions: Condition[],
    private readonly alternatives: Condition[][],
  ) {}

  /** Parses the `filter_query[...]` keys of a query string; throws a message for the 422 answer. */
  static parse(params: URLSearchParams): FilterQuery {
    const conditions: Condition[] = []
    const alternatives = new Map<string, Condition[]>()
    let appended = 0
    for (const [key, value] of params) {
      if (!key.startsWith('filter_query[')) continue
      const segments = [...key.slice('filter_query'.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
      const isOr = segments[0] === '__or'
      const group = isOr ? segments[1] : undefined
      const [field, operation, ...rest] = isOr ? segments.slice(2) : segments
      if (!field || !operation || rest.length > 0 || (isOr && group === undefined)) {
        throw new Error(`Invalid filter_query parameter ${key}`)
      }
      if (!isOperation(operation)) throw new Error(`Invalid filter_query operation ${operation}`)
      if (operation === 'is' && !IS_VALUES.includes(value)) throw new Error(`Invalid value ${value} for filter_query operation is`)
      const condition = { path: field.split('.'), operation, value }
      if (!isOr) {
        conditions.push(condition)
        continue
      }
      const groupKey = group === '' ? `appended:${appended++}` : `index:${group}`
      alternatives.set(groupKey, [...(alternatives.get(groupKey) ?? []), condition])
    }
    return new FilterQuery(conditions, [...alternatives.values()])
  }

  matches(content: Record<string, unknown>): boolean {
    const check = (condition: Condition) => FilterQuery.check(condition, content)
    return this.conditions.every(check) && (this.alternatives.length === 0 || this.alternatives.some((group) => group.every(check)))
  }

  private static check({ path, operation, value }: Condition, content: Record<string, unknown>): boolean {
    let field: unknown = content
    for (const segment of path) field = field !== null && typeof field === 'object' ? (field as Record<string, unknown>)[segment] : undefined
    const values = value.split(',')
    const asText = (item: unknown) => (item === null || item === undefined ? '' : String(item))
    const isIn = Array.isArray(field) ? field.some((item) => values.includes(asText(item))) : field !== undefined && values.includes(asText(field))
    switch (operation) {
      case 'in':
        return isIn
      case 'not_in':
        return !isIn
      case 'like':
        return typeof field === 'string' && wildcard(value).test(field)
      case 'not_like':
        return !(typeof field === 'string' && wildcard(value).test(field))
      case 'is':
        return FilterQuery.is(field, value)
      case 'any_in_array':
        return Array.isArray(field) && values.some((item) => field.map(asText).includes(item))
      case 'all_in_array':
        return Array.isArray(field) && values.every((item) => field.map(asText).includes(item))
      case 'gt_date':
      case 'lt_date': {
        const [actual, limit] = [asDate(field), asDate(value)]
        if (actual === null || limit === null) return false
        return operation === 'gt_date' ? actual > limit : actual < limit
      }
      case 'gt_int':
      case 'lt_int':
      case 'gt_float':
      case 'lt_float': {
        const parse = operation.endsWith('int') ? (text: string) => Number.parseInt(text, 10) : Number.parseFloat
        const [actual, limit] = [asNumber(field, parse), asNumber(value, parse)]
        if (actual === null || limit === null) return false
        return operation.startsWith('gt') ? actual > limit : actual < limit
      }
    }
  }

  private static is(field: unknown, value: string): boolean {
    switch (value) {
      case 'true':
        return field === true
      case 'false':
        return field === false
      case 'empty':
        return field === undefined || field === null || field === ''
      case 'not_empty':
        return typeof field === 'string' ? field !== '' : field !== undefined && field !== null
      case 'empty_array':
        return Array.isArray(field) && field.length === 0
      case 'not_empty_array':
        return Array.isArray(field) && field.length > 0
      case 'null':
        return field === undefined || field === null
      default:
        return field !== undefined && field !== null
    }
  }
}
