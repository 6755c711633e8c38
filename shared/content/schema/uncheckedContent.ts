/** What a block of the model is to the types below: its component name and its fields. */
export interface BlockShape {
  name: string
  fields: readonly { name: string; type: string }[]
}

/** The fields a block declares that hold a value (its tabs only arrange the editor's form). */
export type ValueFieldOf<B extends BlockShape> = Exclude<B['fields'][number], { type: 'tab' }>

/** Keys every blok carries besides its fields (a type literal, so that a blok's content is assignable to `Blok`). */
export type BlokKeys<N extends string> = {
  _uid: string
  component: N
  /** Present only in draft responses: the visual editor's marker. */
  _editable?: string
}

/**
 * A block's content as a reader meets it: only the declared fields can be named, and each is
 * `unknown` until a reader checks it, because a real space's content can break the model. Typed
 * from the block itself, so a content type's module reads its stories without importing the whole
 * model, which imports the module (shared/content/types/).
 */
export type UncheckedBlockContent<B extends BlockShape> = Partial<BlokKeys<B['name']>> & { readonly [K in ValueFieldOf<B>['name']]?: unknown }
