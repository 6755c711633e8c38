import type { StartModalKind } from '../../links/resolveLink'

/** The class of each card; a click anywhere on one (its links included) closes the modal. */
export const START_MODAL_CARD_CLASS = 'start-modal__item'

export const startModalTitleId = (kind: StartModalKind) => `start-modal-${kind}-title`

/** The start modal's dialog, which every control that opens it names (`commandfor`: it opens without JavaScript too). */
export const startModalId = (kind: StartModalKind) => `start-modal-${kind}`
