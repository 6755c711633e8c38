import { defineDatasource } from '@storyblok/schema'

/**
 * The languages whose category names are translated through datasource dimensions; the others show
 * the English name. A dimension is matched by its `entry_value`; the space assigns its id (0 here).
 */
const CATEGORY_DIMENSIONS = [
  { id: 0, name: 'de', entry_value: 'de' },
  { id: 0, name: 'fr', entry_value: 'fr' },
]

/** One entry of a datasource: its value, English name and the names of its dimensions. */
export interface DatasourceEntryModel {
  name: string
  value: string
  dimension_values?: Record<string, string>
}

export const blogCategories = defineDatasource({ name: 'Blog categories', slug: 'blog-categories', dimensions: CATEGORY_DIMENSIONS })
export const techCategories = defineDatasource({ name: 'Tech categories', slug: 'tech-categories', dimensions: CATEGORY_DIMENSIONS })
/** Old addresses: name = the source path, value = the target path or an external `https://` URL. Its entries are each site's own content. */
export const redirects = defineDatasource({ name: 'Redirects', slug: 'redirects' })

/**
 * The taxonomy the site ships with: category values are part of addresses and filters, so they are
 * model, pushed with it. Redirect entries are content, pushed only with the demo content.
 */
export const DATASOURCE_ENTRIES: Readonly<Record<string, readonly DatasourceEntryModel[]>> = {
  'blog-categories': [
    { name: 'Market insights', value: 'market-insights', dimension_values: { de: 'Marktanalysen', fr: 'Analyses de marché' } },
    { name: 'Sustainability', value: 'sustainability', dimension_values: { de: 'Nachhaltigkeit', fr: 'Développement durable' } },
    { name: 'Technology', value: 'technology', dimension_values: { de: 'Technologie', fr: 'Technologie' } },
    { name: 'Tips for carriers', value: 'carrier-tips', dimension_values: { de: 'Tipps für Frachtführer', fr: 'Conseils aux transporteurs' } },
    { name: 'Company news', value: 'company-news', dimension_values: { de: 'Unternehmensnews', fr: 'Actualités de l’entreprise' } },
  ],
  'tech-categories': [
    { name: 'Engineering', value: 'engineering', dimension_values: { de: 'Engineering', fr: 'Ingénierie' } },
    { name: 'Data science', value: 'data-science', dimension_values: { de: 'Data Science', fr: 'Science des données' } },
    { name: 'Product and design', value: 'product-design', dimension_values: { de: 'Produkt und Design', fr: 'Produit et design' } },
    { name: 'Security', value: 'security', dimension_values: { de: 'Sicherheit', fr: 'Sécurité' } },
  ],
  redirects: [],
}
