import type { ReactNode } from 'react'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'island-slot': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}

/** The browser's slot: no children, so React keeps the markup the server rendered inside (it never sets an unchanged `__html`). */
const KEEP_SERVER_MARKUP = { __html: '' }

/**
 * Content an island shows but never changes (a footer's link columns, a modal's cards): the
 * server renders it inside `<island-slot>`, and the browser keeps that markup as it is, so it
 * travels once, as HTML, and neither its props nor its components' code reach the browser.
 */
export function IslandSlot({ children }: { children?: ReactNode }) {
  if (children === undefined) return <island-slot dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />
  return <island-slot>{children}</island-slot>
}
