import { DATASOURCE_ENTRIES } from '../../shared/content/schema/datasources'
import type { SpaceBuilder } from './SpaceBuilder'

/**
 * Datasources: `blog-categories` and `tech-categories` with the model's entries (value = slug,
 * name = English name, dimensions `de` and `fr`), and the demo space's `redirects` (name = source
 * path, value = target; a value starting with `https://` is an external target).
 */
export function addDatasources(builder: SpaceBuilder, redirectedPostSlug: string): void {
  const categories = (slug: string) => DATASOURCE_ENTRIES[slug]?.map((entry) => ({ ...entry, dimension_values: { ...entry.dimension_values } })) ?? []
  builder.datasource('Blog categories', 'blog-categories', ['de', 'fr'], categories('blog-categories'))
  builder.datasource('Tech categories', 'tech-categories', ['de', 'fr'], categories('tech-categories'))
  builder.datasource(
    'Redirects',
    'redirects',
    [],
    [
      { name: '/old-news', value: '/press' },
      { name: '/jobs', value: '/open-positions' },
      { name: '/de/aktuelles', value: '/de/press' },
      { name: '/blog/freight-basics', value: `/blog/${redirectedPostSlug}` },
      { name: '/careers', value: 'https://careers.example.com' },
    ],
  )
}
