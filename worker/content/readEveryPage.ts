/** One page of a paged Storyblok answer: its items and the whole list's size (the `Total` header). */
export interface PageOfItems<T> {
  items: T[]
  total: number
}

/**
 * Every page of a paged Storyblok list, in order: the first, then at once the pages its `Total`
 * says are left, as storyblok-js-client's `getAll` reads. Storyblok caps `per_page` (100 stories,
 * 1,000 datasource entries), so a longer list is several requests, never a silently cut one.
 */
export async function readEveryPage<T>(perPage: number, readPage: (page: number) => Promise<PageOfItems<T>>): Promise<PageOfItems<T>> {
  const first = await readPage(1)
  const pages = Math.ceil(first.total / perPage)
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => readPage(index + 2)))
  return { items: [first, ...rest].flatMap((page) => page.items), total: first.total }
}
