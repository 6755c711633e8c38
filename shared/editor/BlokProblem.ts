/** How a blok breaks the content model, as the preview tells the editor. */
export type BlokProblem =
  | { kind: 'unknown' }
  | { kind: 'missing'; field: string }
  | { kind: 'wrongType'; field: string }
  | { kind: 'notADate'; field: string }
  | { kind: 'notAnOption'; field: string; value: string }
  | { kind: 'wrongLinkKind'; field: string }
  | { kind: 'wrongFileKind'; field: string }
