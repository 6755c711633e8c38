const common = ['token', 'version', 'cv']
const storyOptions = [
  'resolve_relations',
  'resolve_level',
  'resolve_links',
  'resolve_links_level',
  'resolve_assets',
  'language',
  'fallback_lang',
  'from_release',
]

/** Query parameters each CDN endpoint accepts; API v2 answers any other with 422. */
const allowedParameters = {
  stories: [
    ...common,
    ...storyOptions,
    'starts_with',
    'by_slugs',
    'excluding_slugs',
    'by_uuids',
    'by_uuids_ordered',
    'by_ids',
    'excluding_ids',
    'with_tag',
    'is_startpage',
    'content_type',
    'level',
    'sort_by',
    'search_term',
    'filter_query',
    'per_page',
    'page',
    'excluding_fields',
    'excluding_story_fields',
    'published_at_gt',
    'published_at_lt',
    'first_published_at_gt',
    'first_published_at_lt',
    'updated_at_gt',
    'updated_at_lt',
    'in_workflow_stages',
  ],
  story: [...common, ...storyOptions, 'find_by'],
  links: [...common, 'starts_with', 'with_parent', 'include_dates', 'page', 'per_page', 'paginated'],
  space: common,
  datasources: [...common, 'page', 'per_page'],
  datasourceEntries: [...common, 'datasource', 'dimension', 'page', 'per_page'],
  tags: [...common, 'starts_with'],
  assets: [...common, 'filename'],
} satisfies Record<string, string[]>

export type CdnEndpoint = keyof typeof allowedParameters

/** Names of parameters `endpoint` does not accept (`filter_query[a][in]` counts as `filter_query`). */
export function unknownParameters(params: URLSearchParams, endpoint: CdnEndpoint): string[] {
  const allowed: readonly string[] = allowedParameters[endpoint]
  const names = new Set([...params.keys()].map((key) => key.replace(/\[.*$/, '')))
  return [...names].filter((name) => !allowed.includes(name))
}
