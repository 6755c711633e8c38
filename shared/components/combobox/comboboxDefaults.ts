/** SPEC §9, the multiselect's defaults: at most this many options are listed at once. */
export const OPTIONS_LIMIT = 1000
/** SPEC §9: the open list scrolls beyond this height (px). */
export const MAX_HEIGHT_PX = 300
/** SPEC §9: the height of one option (px); longer labels wrap and grow it. */
export const OPTION_HEIGHT_PX = 40
/** SPEC §9: a label longer than this many characters goes above its control instead of beside it. */
export const LONG_LABEL_CHARS = 100
/** SPEC §9: with fewer pixels than this below the control, the list opens upward. */
export const OPEN_UPWARD_BELOW_PX = 200
