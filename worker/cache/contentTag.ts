/**
 * The names of what a cached copy is built from, one per kind of read: the publish webhook
 * touches them (tagsOfEvent), a copy built from a touched one is out of date (freshness), and a
 * page lists them in its `Cache-Tag` header. Slugs are percent-encoded where a header could not
 * carry them (a comma, a space, a letter outside ASCII).
 */
const encode = (value: string): string => encodeURIComponent(value).replace(/%2F/g, '/')

/** A folder's path up to its last slash: `de/blog/` for `de/blog/green` and for `de/blog/`. */
const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/') + 1)

export const contentTag = {
  /** One story by its full slug, with or without the startpage's trailing slash (`de/blog` and `de/blog/` are one). */
  story: (fullSlug: string): string => `s:${encode(fullSlug.replace(/^\/+|\/+$/g, ''))}`,
  /** A list of the stories whose full slug starts with `startsWith`, by the folder it names. */
  list: (startsWith: string): string => `l:${encode(folderOf(startsWith))}`,
  /** A datasource's entries, in every dimension. */
  datasource: (slug: string): string => `d:${encode(slug)}`,
  /** Every list a story's publish changes: those of each folder above it (`de/`, `de/blog/`) and the whole space's. */
  listsHolding: (fullSlug: string): string[] =>
    [...fullSlug.matchAll(/\//g)].map((slash) => contentTag.list(fullSlug.slice(0, (slash.index ?? 0) + 1))).concat(contentTag.list('')),
}
