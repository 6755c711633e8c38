import { defineSchema } from '@storyblok/schema'
import type { Asset, Multilink, RichTextDoc } from '../storyblok'
import { pageTypesGroup, richTextBlocksGroup, sectionsGroup, shellGroup } from './componentGroups'
import { blogCategories, redirects, techCategories } from './datasources'
import { pageTypeBlocks } from './pageTypes'
import { richTextBlocks } from './richTextBloks'
import { sectionBlocks } from './sectionBloks'
import { reportFormBlock } from './reportFormBlock'
import { footerColumnBlock, navLinkBlock, navLinkListBlock, settingsBlock, startModalBlock } from './shellBloks'
import type { BlokKeys, UncheckedBlockContent, ValueFieldOf } from './uncheckedContent'

/**
 * The space's content model in Storyblok's own format (`@storyblok/schema`): every component the
 * site reads, its fields, the component groups and the datasources. `npm run space:push` puts it
 * into a space, the tests hold the demo content to it, the local service refuses story writes that
 * break it, and the types below give the readers the field names it declares.
 */
export const contentModel = defineSchema({
  blocks: {
    ...pageTypeBlocks,
    settingsBlock,
    ...sectionBlocks,
    navLinkBlock,
    navLinkListBlock,
    startModalBlock,
    footerColumnBlock,
    reportFormBlock,
    ...richTextBlocks,
  },
  folders: { pageTypesGroup, sectionsGroup, shellGroup, richTextBlocksGroup },
  datasources: { blogCategories, techCategories, redirects },
})

type ModelBlock = (typeof contentModel.blocks)[keyof typeof contentModel.blocks]
/** The name of every component of the model. */
export type ComponentName = ModelBlock['name']
/** The model's block of a component (of each, for a union). */
type BlockOf<N extends ComponentName> = Extract<ModelBlock, { name: N }>
/** The fields a component declares that hold a value (its tabs only arrange the editor's form). */
type FieldOf<N extends ComponentName> = ValueFieldOf<BlockOf<N>>
/** The fields a component declares. */
export type FieldName<N extends ComponentName> = FieldOf<N>['name']

/**
 * A component's content as a reader meets it: only the declared fields can be named, and each is
 * `unknown` until a reader checks it, because a real space's content can break the model.
 */
export type UncheckedContent<N extends ComponentName> = UncheckedBlockContent<BlockOf<N>>

/** The value a field of the model holds, in the shapes the site reads (`../storyblok`). */
type FieldValue<F> = F extends { type: 'text' | 'textarea' | 'markdown' | 'datetime' }
  ? string
  : F extends { type: 'richtext' }
    ? RichTextDoc
    : F extends { type: 'asset' }
      ? Asset
      : F extends { type: 'multiasset' }
        ? Asset[]
        : F extends { type: 'multilink' }
          ? Multilink
          : F extends { type: 'boolean' }
            ? boolean
            : F extends { type: 'number' }
              ? number
              : F extends { type: 'option'; options: readonly { value: infer V }[] }
                ? V | ''
                : F extends { type: 'option' }
                  ? string
                  : F extends { type: 'options' }
                    ? string[]
                    : F extends { type: 'bloks'; allow: readonly (infer A)[] }
                      ? ModelContent<Extract<A, ComponentName>>[]
                      : unknown

/**
 * A component's content typed from the model (every field optional: an editor may leave any
 * empty). For content the site has already reduced and checked, such as the settings' bloks.
 */
export type ModelContent<N extends ComponentName> = N extends ComponentName ? BlokKeys<N> & { [F in FieldOf<N> as F['name']]?: FieldValue<F> } : never
