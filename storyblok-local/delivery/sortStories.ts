import type { StoryRecord } from '../space/DemoData'

interface SortKey {
  path: string[]
  descending: boolean
  numeric: boolean
}

const valueAt = (story: StoryRecord, path: string[]): unknown => {
  let value: unknown = story
  for (const segment of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined
  return value
}

/**
 * Sorts by `sort_by` (`field:asc|desc[:int|:float]`, comma-separated for several keys; `content.x` sorts by a
 * content field). Without `sort_by` the order is `position:asc`. Empty values come last; ties keep id order.
 */
export function sortStories(stories: StoryRecord[], sortBy: string | null): StoryRecord[] {
  const keys: SortKey[] = (sortBy ?? 'position:asc')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const [field = '', direction = 'asc', type = ''] = part.trim().split(':')
      return { path: field.split('.'), descending: direction === 'desc', numeric: type === 'int' || type === 'float' }
    })
  const compare = (a: StoryRecord, b: StoryRecord): number => {
    for (const key of keys) {
      const [left, right] = [valueAt(a, key.path), valueAt(b, key.path)]
      const leftEmpty = left === undefined || left === null || left === ''
      const rightEmpty = right === undefined || right === null || right === ''
      if (leftEmpty || rightEmpty) {
        if (leftEmpty !== rightEmpty) return leftEmpty ? 1 : -1
        continue
      }
      const order =
        key.numeric || (typeof left === 'number' && typeof right === 'number') ? Number(left) - Number(right) : String(left).localeCompare(String(right), 'en')
      if (order !== 0) return key.descending ? -order : order
    }
    return a.id - b.id
  }
  return [...stories].sort(compare)
}
