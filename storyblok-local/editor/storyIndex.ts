import type { ContentStore } from '../space/ContentStore'
import type { FolderRecord, StoryRecord } from '../space/DemoData'

/** A story as the editor's index lists it. */
export interface IndexedStory {
  name: string
  fullSlug: string
  /** The content type's display name. */
  contentType: string
  state: 'published' | 'changed' | 'draft'
  /** What the filter searches: name, address, content type (its display and technical names). */
  words: string
}

/** A folder of one language, with its stories. */
export interface IndexedFolder {
  name: string
  fullSlug: string
  stories: IndexedStory[]
}

/** A language (its root folder), with its folders. */
export interface IndexedLanguage {
  code: string
  name: string
  folders: IndexedFolder[]
}

function state(store: ContentStore, draft: StoryRecord): IndexedStory['state'] {
  const published = store.findByUuid('published', draft.uuid)
  if (!published) return 'draft'
  return JSON.stringify(published.content) === JSON.stringify(draft.content) ? 'published' : 'changed'
}

/** The folder a story sits in: its parent, or the language folder its slug starts with. */
function folderOf(story: StoryRecord, folders: Map<number, FolderRecord>, bySlug: Map<string, FolderRecord>): FolderRecord | undefined {
  return (story.parent_id !== null ? folders.get(story.parent_id) : undefined) ?? bySlug.get(story.full_slug.split('/')[0] ?? '')
}

/**
 * Every story of the space (its draft) by language and folder, for the editor's index: languages
 * in the space's order, each language's own stories first, then its folders by address, start
 * pages first and the rest by name.
 */
export function storyIndex(store: ContentStore, contentTypeName: (component: string) => string): IndexedLanguage[] {
  const folders = new Map(store.folders.map((folder) => [folder.id, folder]))
  const bySlug = new Map(store.folders.map((folder) => [folder.full_slug, folder]))
  const languages = new Map<string, IndexedLanguage>()
  const folderEntries = new Map<string, IndexedFolder>()
  for (const draft of store.stories('draft')) {
    const component = draft.content.component
    const contentType = contentTypeName(component)
    const words = [draft.name, draft.full_slug, contentType, component].join(' ')
    const folder = folderOf(draft, folders, bySlug)
    const code = (folder?.full_slug ?? draft.full_slug).split('/')[0] ?? ''
    const root = bySlug.get(code)
    const language = languages.get(code) ?? { code, name: root?.name ?? code, folders: [] }
    languages.set(code, language)
    const folderSlug = folder?.full_slug ?? code
    let entry = folderEntries.get(folderSlug)
    if (!entry) {
      entry = { name: folderSlug === code ? 'Top level' : (folder?.name ?? folderSlug), fullSlug: folderSlug, stories: [] }
      folderEntries.set(folderSlug, entry)
      language.folders.push(entry)
    }
    entry.stories.push({ name: draft.name, fullSlug: draft.full_slug, contentType, state: state(store, draft), words })
  }
  const position = (code: string) => bySlug.get(code)?.position ?? Number.MAX_SAFE_INTEGER
  for (const language of languages.values()) {
    language.folders.sort((a, b) => (a.fullSlug === language.code ? -1 : b.fullSlug === language.code ? 1 : a.fullSlug.localeCompare(b.fullSlug)))
    for (const folder of language.folders)
      folder.stories.sort((a, b) => Number(b.fullSlug.endsWith('/')) - Number(a.fullSlug.endsWith('/')) || a.name.localeCompare(b.name))
  }
  return [...languages.values()].sort((a, b) => position(a.code) - position(b.code) || a.code.localeCompare(b.code))
}
