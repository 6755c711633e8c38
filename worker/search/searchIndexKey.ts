/** A language's search index among the content entries (readThroughCache; the bench reads it from KV by this name). */
export const searchIndexKey = (language: string): string => `search-index/${language}`
