/** Product constants, the multiselect's defaults: at most this many options are listed at once. */
export const OPTIONS_LIMIT = 1000
/** Product constants: the open list scrolls beyond this height (px). */
export const MAX_HEIGHT_PX = 300
/** Product constants: the height of one option (px); longer labels wrap and grow it. */
export const OPTION_HEIGHT_PX = 40
/** Product constants: a label longer than this many characters goes above its control instead of beside it. */
export const LONG_LABEL_CHARS = 100
/** Product constants: with fewer pixels than this below the control, the list opens upward. */
export const OPEN_UPWARD_BELOW_PX = 200
