import type { EditorConfig } from '../editorPage'
import { editorAddress, managementRefusal } from './managementAnswer'
import { button, labelled } from './storyActionControls'
import type { ManagementCall } from './storyManagement'

export interface TranslateContext {
  config: Pick<EditorConfig, 'release' | 'translations'>
  story: () => { full_slug: string; group_id: string }
  /** Whether the panel holds edits not saved yet. */
  unsaved: () => boolean
  say: (text: string) => void
  management: ManagementCall
  /** Opens a story in the editor, which then says the notice. */
  open: (fullSlug: string, notice: string) => void
}

/**
 * Translate, as Storyblok's Dimensions app creates a clone for folder-level translation: the story's
 * translations link to their editors, and the languages without one are offered. Translating
 * duplicates the story's saved draft into the language's folder through the Management API
 * (`PUT stories/{id}/duplicate` with `target_dimension` and the story's `group_id`, so the copy is
 * its alternate), as a draft, at its path mirrored there (the copy is the story as the API holds
 * it, its current draft, in a release too), then opens the copy; the API refuses a
 * language missing the story's folder, which the status line says in its words. It refuses over
 * unsaved edits, which the copy would not hold and the new page would drop.
 */
export function translateStory({ config, story, unsaved, say, management, open }: TranslateContext): HTMLElement {
  const section = document.createElement('section')
  section.className = 'story-translations'
  section.setAttribute('aria-labelledby', 'editor-translations')
  const heading = document.createElement('p')
  heading.id = 'editor-translations'
  heading.textContent = 'Translations'
  section.append(heading)

  const existing = config.translations.filter((target) => target.fullSlug !== null)
  const missing = config.translations.filter((target) => target.fullSlug === null)
  if (existing.length === 0) {
    const none = document.createElement('p')
    none.textContent = 'No translation yet.'
    section.append(none)
  } else {
    const list = document.createElement('ul')
    list.className = 'translations'
    for (const { code, name, fullSlug } of existing) {
      const item = document.createElement('li')
      const link = document.createElement('a')
      link.href = editorAddress(fullSlug ?? '', config.release)
      link.textContent = fullSlug
      item.append(`${name} (${code}): `, link)
      list.append(item)
    }
    section.append(list)
  }
  if (missing.length === 0) {
    const all = document.createElement('p')
    all.textContent = 'Every language of the space has a translation.'
    section.append(all)
    return section
  }

  const language = document.createElement('select')
  language.append(
    ...missing.map(({ code, name, folderId }) => {
      const option = document.createElement('option')
      option.value = String(folderId)
      option.textContent = `${name} (${code})`
      return option
    }),
  )
  const translate = button('Translate', async () => {
    if (unsaved()) return say('Not translated: save your changes first (the translation copies the saved draft, and the editor opens it).')
    const source = story()
    translate.disabled = true
    const { ok, status, answer } = await management('PUT', '/duplicate', {
      story: { group_id: source.group_id },
      target_dimension: Number(language.value),
      same_path: false,
    })
    translate.disabled = false
    if (!ok) return say(managementRefusal('Translating', status, answer))
    const fullSlug = (answer as { story: { full_slug: string } }).story.full_slug
    open(fullSlug, `Translation created: ${fullSlug}, a draft with the content of ${source.full_slug}. Translate its fields, then publish it.`)
  })
  section.append(labelled('editor-translate', 'Translate into', language, translate))
  return section
}
