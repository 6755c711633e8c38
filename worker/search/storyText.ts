import { nodeText } from '../../shared/content/nodeText'
import type { RichTextNode } from '../../shared/content/storyblok'
import { modelRules } from '../../shared/editor/modelRules'

/** What a story says, as search reads it: its headings (rich text headings, section heads) and the rest of its text, by block. */
export interface StoryText {
  headings: string[]
  text: string[]
}

/** Text fields that hold what a reader reads; the others hold settings (icons, tracking names, addresses, country lists). */
const PROSE_FIELDS = new Set([
  'title',
  'overline',
  'teaser',
  'description',
  'text',
  'quote',
  'author',
  'role',
  'customer',
  'industry',
  'location',
  'department',
  'term',
])
/** Nested fields whose text is a heading of what follows. */
const HEADING_FIELDS = new Set(['title', 'overline'])
/** Bloks that hold controls, not content: buttons, links and the report form's labels. */
const CONTROL_BLOKS = new Set(['button', 'link', 'link-list', 'report_form'])

function isBlok(value: unknown): value is Record<string, unknown> & { component: string } {
  return value !== null && typeof value === 'object' && typeof (value as { component?: unknown }).component === 'string'
}

function readNodes(nodes: readonly RichTextNode[] | undefined, into: StoryText): void {
  for (const node of nodes ?? []) {
    if (node.type === 'heading') into.headings.push(nodeText(node))
    else if (node.type === 'blok') readBloks(node.attrs?.body, into, true)
    else if (node.type === 'paragraph' || node.type === 'text') into.text.push(nodeText(node))
    else readNodes(node.content, into)
  }
}

function readBloks(value: unknown, into: StoryText, nested: boolean): void {
  if (!Array.isArray(value)) return
  for (const blok of value) if (isBlok(blok)) readBlok(blok, into, nested)
}

function readBlok(blok: Record<string, unknown> & { component: string }, into: StoryText, nested: boolean): void {
  if (CONTROL_BLOKS.has(blok.component)) return
  // The model's fields by type (its rules as the build writes them: the model itself, with zod, stays out of the worker).
  for (const [name, { type }] of Object.entries(modelRules(blok.component) ?? {})) {
    const value = blok[name]
    if (type === 'richtext' && value !== null && typeof value === 'object') readNodes((value as { content?: RichTextNode[] }).content, into)
    else if (type === 'bloks') readBloks(value, into, true)
    else if ((type === 'text' || type === 'textarea') && typeof value === 'string' && value.trim() !== '' && PROSE_FIELDS.has(name)) {
      // The story's own title is the result's title; a nested blok's title heads its part.
      if (nested && HEADING_FIELDS.has(name)) into.headings.push(value)
      else if (!(name === 'title' && !nested)) into.text.push(value)
    }
  }
}

/** The text of a story's content, read by the content model's field types (rich text, nested bloks, prose fields); never its settings. */
export function storyText(content: unknown): StoryText {
  const into: StoryText = { headings: [], text: [] }
  if (isBlok(content)) readBlok(content, into, false)
  into.headings = into.headings.map((heading) => heading.trim()).filter((heading) => heading !== '')
  into.text = into.text.map((block) => block.trim()).filter((block) => block !== '')
  return into
}
