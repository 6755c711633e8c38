import type { FullLanguageCopy } from './copy/FullLanguageCopy'
import type { SpaceBuilder } from './SpaceBuilder'

/**
 * Datasources: `blog-categories` and `tech-categories` (value = slug, name = English name, dimensions `de` and `fr`)
 * and `redirects` (name = source path, value = target; a value starting with `https://` is an external target).
 */
export function addDatasources(
  builder: SpaceBuilder,
  copies: { en: FullLanguageCopy; de: FullLanguageCopy; fr: FullLanguageCopy },
  redirectedPostSlug: string,
): void {
  const categoryEntries = (pick: (copy: FullLanguageCopy) => Record<string, string>) =>
    Object.entries(pick(copies.en)).map(([value, name]) => ({
      name,
      value,
      dimension_values: { de: pick(copies.de)[value] ?? name, fr: pick(copies.fr)[value] ?? name },
    }))
  builder.datasource(
    'Blog categories',
    'blog-categories',
    ['de', 'fr'],
    categoryEntries((copy) => copy.blog.categories),
  )
  builder.datasource(
    'Tech categories',
    'tech-categories',
    ['de', 'fr'],
    categoryEntries((copy) => copy.tech.categories),
  )
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
