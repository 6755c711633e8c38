import { isValidElement, type ReactNode } from 'react'
import { IslandSlot } from './IslandSlot'

/** The browser's stand-in for a slot (hydrateIsland): an IslandSlot without children, keeping the markup the server rendered where it stands. */
function isServerMarkupSlot(node: ReactNode): boolean {
  return isValidElement<{ children?: ReactNode }>(node) && node.type === IslandSlot && node.props.children === undefined
}

/**
 * A second place for a slot's content that the server did not render there (a menu that is
 * only built when opened): in the browser of a published page, a copy of the markup of the
 * slot inside the element `sourceId`; wherever the slot's content is at hand (the server, the
 * editor's preview), that content itself.
 */
export function IslandSlotCopy({ sourceId, children }: { sourceId: string; children: ReactNode }) {
  if (!isServerMarkupSlot(children)) return <IslandSlot>{children}</IslandSlot>
  const markup = document.getElementById(sourceId)?.querySelector('island-slot')?.innerHTML ?? ''
  return <island-slot dangerouslySetInnerHTML={{ __html: markup }} />
}
