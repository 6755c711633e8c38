/** `<meta name=…>` telling the island loader how the browser restores this page's scroll position (`manual`: never, the page opens at its top). */
export const SCROLL_RESTORATION_META = 'scroll-restoration'
