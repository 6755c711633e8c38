export interface Page<T> {
  items: T[]
  total: number
  perPage: number
}

/** Applies `page` (default 1) and `per_page` (default 25, at most `maxPerPage`); a page past the end is empty. */
export function paginate<T>(items: T[], params: URLSearchParams, maxPerPage: number): Page<T> {
  const requested = Number.parseInt(params.get('per_page') ?? '', 10)
  const perPage = Number.isFinite(requested) && requested > 0 ? Math.min(requested, maxPerPage) : 25
  const pageNumber = Math.max(Number.parseInt(params.get('page') ?? '', 10) || 1, 1)
  return { items: items.slice((pageNumber - 1) * perPage, pageNumber * perPage), total: items.length, perPage }
}
