type Json = Record<string, unknown>

/** Stories (relations) and link objects by uuid, read with the bridge's `resolveRelations` and `resolveLinks`. */
export interface References {
  relations: string[]
  rels: Map<string, Json>
  links: Map<string, Json>
}

/** storyblok-js-client resolves the story's relations and those of the related stories, no deeper. */
const RELATION_LEVELS = 2

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * Resolves an edited story's references the way storyblok-js-client resolves an API answer, so
 * the `input` story is what the site read: a relation field (`component.field` in `relations`)
 * gets the related stories in place of their uuids (a list drops unknown uuids), and so do the
 * related stories' own relations (deeper ones stay uuids); a story multilink or rich text story
 * link gets `story` (the link object). Inserted stories and links are marked `_stopResolving`, as
 * the client marks them.
 */
export function insertReferences<T>(value: T, references: References, level = 0): T {
  if (Array.isArray(value)) return value.map((item) => insertReferences(item, references, level)) as T
  if (!isObject(value)) return value
  const copy: Json = {}
  for (const [key, field] of Object.entries(value)) {
    const relation = level < RELATION_LEVELS && typeof value.component === 'string' && references.relations.includes(`${value.component}.${key}`)
    copy[key] = relation ? relate(field, references, level) : insertReferences(field, references, level)
  }
  const linkUuid = copy.fieldtype === 'multilink' && copy.linktype === 'story' ? copy.id : copy.linktype === 'story' ? copy.uuid : undefined
  const link = typeof linkUuid === 'string' ? references.links.get(linkUuid) : undefined
  if (link) copy.story = { ...structuredClone(link), _stopResolving: true }
  return copy as T
}

function relate(field: unknown, references: References, level: number): unknown {
  const story = (uuid: unknown) => {
    const found = typeof uuid === 'string' ? references.rels.get(uuid) : undefined
    return found ? { ...insertReferences(found, references, level + 1), _stopResolving: true } : undefined
  }
  if (Array.isArray(field)) return field.map(story).filter((item) => item !== undefined)
  return story(field) ?? field
}
