/**
 * How a blok breaks the content model, as the preview tells the editor: fields by their label
 * (the display name in Storyblok's form), an unknown component by its technical name, a block
 * where its place takes no such block by its label.
 */
export type BlokProblem =
  | { kind: 'unknown'; component: string }
  | { kind: 'notAllowedHere'; block: string }
  | { kind: 'missing'; field: string }
  | { kind: 'wrongType'; field: string }
  | { kind: 'notADate'; field: string }
  | { kind: 'notAnOption'; field: string; value: string }
  | { kind: 'wrongLinkKind'; field: string }
  | { kind: 'wrongFileKind'; field: string }
