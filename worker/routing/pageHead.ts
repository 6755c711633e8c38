import type { PageHead } from '../../shared/components/Document'
import { listTitle } from '../../shared/pages/listTitle'
import { storySummary } from '../../shared/pages/storySummary'
import type { LoadedPage } from './RouteDefinition'

/** A loaded page's <head>: title and description from its story, canonical URL on `origin`. */
export function pageHead({ data, canonicalPath }: LoadedPage, origin: string): PageHead {
  const canonical = new URL(canonicalPath, origin).href
  if (!('items' in data)) return { ...storySummary(data.story), canonical }
  const { title, description } = listTitle(data)
  return { title: data.page > 1 ? `${title} (${data.page}/${data.lastPage})` : title, description, canonical }
}
