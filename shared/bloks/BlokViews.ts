import type { ComponentType } from 'react'
import type { ComponentName, contentModel } from '../content/schema/contentModel'
import type { Blok } from '../content/storyblok'
import type { StoryPageData } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'

/** A story's page: the template of a content type. */
export type StoryView = ComponentType<{ data: StoryPageData; language: string; settings: SiteSettings | null }>

/** A blok where content placed it; `under` is the level of the heading it sits under (0: none, 1: the page's h1), which its own headings follow. */
export type BlokView = ComponentType<{ blok: Blok; under: number }>

type ModelBlock = (typeof contentModel.blocks)[keyof typeof contentModel.blocks]
type ModelField = ModelBlock['fields'][number]
/** The components a field's allow list names. */
type Allowed<F> = F extends { allow: readonly (infer A)[] } ? Extract<A, ComponentName> : never

/** The sections a page's body takes: the model's `page.body` allow list. */
export type PageBodyComponent = Allowed<Extract<Extract<ModelBlock, { name: 'page' }>['fields'][number], { name: 'body' }>>
/** The bloks rich text takes: those a rich-text field of the model allows. */
export type RichTextComponent = Allowed<Extract<ModelField, { type: 'richtext' }>>
/** The content types (root components), which may have a page of their own. */
export type ContentType = Extract<ModelBlock, { is_root: true }>['name']

/**
 * How each component of the model is shown. A blok that content places where the site renders
 * it through this registry (a page body, rich text) has a view; a content type has its page's
 * template, or null where its stories have no page; any other component is null: its parent
 * shows it (a CTA box its buttons, the shell its links).
 */
export type BlokViews = {
  readonly [N in ComponentName]: N extends PageBodyComponent | RichTextComponent ? BlokView : N extends ContentType ? StoryView | null : null
}
