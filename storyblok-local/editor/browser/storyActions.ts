import type { EditorConfig } from '../editorPage'
import { editorAddress, managementRefusal } from './managementAnswer'
import { button, labelled } from './storyActionControls'
import { storyManagement } from './storyManagement'
import { translateStory } from './translateStory'

/** What the story actions need of the story the editor holds: who it is and where it sits. */
interface ActionStory {
  id: number
  name: string
  slug: string
  full_slug: string
  parent_id: number | null
  /** Its translation group: a translation shares it. */
  group_id: string
}

export interface StoryActionsContext {
  config: Pick<EditorConfig, 'spaceId' | 'managementToken' | 'release' | 'folders' | 'translations'>
  story: () => ActionStory
  /** Whether the panel holds edits not saved yet. */
  unsaved: () => boolean
  say: (text: string) => void
  /** The story was deleted: the editor says so and offers the story list. */
  deleted: () => void
}

/** Said on the page the editor opens after a rename, move or translation (it loads anew at the story's new address), or a release. */
const NOTICE_KEY = 'editor-notice'

/** Leaves a notice for the page the editor opens next (after a rename, a move, a translation or a release), which says it once. */
export function leaveNotice(text: string): void {
  sessionStorage.setItem(NOTICE_KEY, text)
}

/** The notice a rename, move, translation or release left for the page it opened, said once. */
export function takeNotice(): string | null {
  const notice = sessionStorage.getItem(NOTICE_KEY)
  sessionStorage.removeItem(NOTICE_KEY)
  return notice
}

/**
 * The story's actions beyond Save and Publish, through the Management API as Storyblok's editor
 * does them (the API sends the webhooks: `unpublished`, `deleted`, and `moved`/`published` when the
 * new address is published): Unpublish, Delete (after a confirmation in the page), Rename (the
 * slug), Move (another folder of the story's language) and Translate (translateStory.ts). Rename,
 * Move and Translate open a story at a new address, which would drop what was typed: they refuse
 * while edits are unsaved, and say so.
 */
export function storyActions(context: StoryActionsContext): HTMLElement {
  const { config, say } = context
  const details = document.createElement('details')
  details.className = 'story-actions'
  const summary = document.createElement('summary')
  summary.textContent = 'Story actions'

  const management = storyManagement(config, () => context.story().id)

  /** Opens a story in the editor (in the release, if one is open), which says the notice once it is there. */
  function open(fullSlug: string, notice: string): void {
    leaveNotice(notice)
    location.assign(editorAddress(fullSlug, config.release))
  }

  const unpublish = button('Unpublish', async () => {
    const { ok, status, answer } = await management('GET', '/unpublish')
    const story = context.story()
    say(ok ? `Unpublished: the site no longer shows ${story.full_slug}; the draft stays.` : managementRefusal('Unpublishing', status, answer))
  })

  const confirmation = document.createElement('div')
  confirmation.setAttribute('role', 'group')
  confirmation.setAttribute('aria-label', 'Confirm deletion')
  confirmation.className = 'confirm-delete'
  confirmation.hidden = true
  const question = document.createElement('p')
  const confirm = button('Delete for good', async () => {
    confirmation.hidden = true
    const { ok, status, answer } = await management('DELETE', '')
    if (!ok) return say(managementRefusal('Deleting', status, answer))
    context.deleted()
  })
  const cancel = button('Cancel', () => {
    confirmation.hidden = true
    remove.focus()
  })
  confirmation.append(question, confirm, cancel)
  // Asked in the page (not window.confirm): what goes, the edits not saved included.
  const remove = button('Delete…', () => {
    const story = context.story()
    const unsaved = context.unsaved() ? ' The changes not saved go with it.' : ''
    question.textContent = `Delete “${story.name}” (${story.full_slug})? Its draft and published versions go; this cannot be undone.${unsaved}`
    confirmation.hidden = false
    cancel.focus()
  })

  /** Rename and Move: a new slug or folder, then the editor at the story's new address. */
  async function place(verb: 'Renaming' | 'Moving', done: string, change: { slug: string } | { parent_id: number }): Promise<void> {
    if (context.unsaved()) return say(`Not ${done}: save your changes first (the editor opens the story at its new address).`)
    const { ok, status, answer } = await management('PUT', '', { story: change })
    if (!ok) return say(managementRefusal(verb, status, answer))
    const fullSlug = (answer as { story: { full_slug: string } }).story.full_slug
    open(
      fullSlug,
      `${done[0]?.toUpperCase()}${done.slice(1)}: ${context.story().full_slug} is now ${fullSlug}; a published page keeps its address until it is published.`,
    )
  }

  const slug = document.createElement('input')
  slug.value = context.story().slug
  slug.autocomplete = 'off'
  const rename = button('Rename', () => void place('Renaming', 'renamed', { slug: slug.value.trim() }))

  const folder = document.createElement('select')
  folder.append(
    ...config.folders.map(({ id, full_slug }) => {
      const option = document.createElement('option')
      option.value = String(id)
      option.textContent = `${full_slug}/`
      option.selected = id === context.story().parent_id
      return option
    }),
  )
  const move = button('Move', () => void place('Moving', 'moved', { parent_id: Number(folder.value) }))

  const buttons = document.createElement('div')
  buttons.className = 'actions'
  buttons.append(unpublish, remove)
  details.append(
    summary,
    buttons,
    confirmation,
    labelled('editor-slug', 'Slug', slug, rename),
    labelled('editor-folder', 'Folder', folder, move),
    translateStory({ config, story: context.story, unsaved: context.unsaved, say, management, open }),
  )
  return details
}
