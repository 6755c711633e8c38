import { use, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { useIslandText } from '../../i18n/IslandTextContext'
import { Icon } from '../ui/Icon'
import { NavLink } from './NavLink'
import type { NavItemView } from './navItemViews'
import { desktopPanelId } from './shellPanelIds'

/**
 * The wide-screen navigation: single links, and dropdowns that open on hover or on
 * Enter/Space (a click), and close when the pointer leaves, on Escape or when focus leaves.
 */
export function DesktopNav({ items }: { items: readonly NavItemView[] }) {
  const markers = use(BlokMarkersContext)
  const text = useIslandText()
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const closeIf = (index: number) => setOpenIndex((current) => (current === index ? null : current))

  return (
    <nav className="desktop-nav" aria-label={text.mainNavigation}>
      <ul className="desktop-nav__list">
        {items.map((item, index) => {
          if (item.component !== 'link-list') {
            return (
              <li key={item._uid} className="desktop-nav__item">
                <NavLink item={item} className="desktop-nav__link" />
              </li>
            )
          }
          const open = openIndex === index
          const panelId = desktopPanelId(item._uid)
          const onPointerEnter = (event: PointerEvent) => {
            if (event.pointerType === 'mouse') setOpenIndex(index)
          }
          const onPointerLeave = (event: PointerEvent) => {
            if (event.pointerType === 'mouse') closeIf(index)
          }
          const onClick = (event: MouseEvent) => {
            // A mouse that hovered has already opened it: a click then keeps it open.
            const pointerType = (event.nativeEvent as globalThis.PointerEvent).pointerType
            setOpenIndex(pointerType === 'mouse' ? index : open ? null : index)
          }
          const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
            if (event.key === 'Escape' && open) {
              event.stopPropagation()
              closeIf(index)
              event.currentTarget.querySelector('button')?.focus()
            }
          }
          const onBlur = (event: FocusEvent<HTMLLIElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) closeIf(index)
          }
          return (
            <li
              key={item._uid}
              className={['desktop-nav__item desktop-nav__item--dropdown', open ? 'desktop-nav__item--open' : ''].filter(Boolean).join(' ')}
              {...markers(item)}
              onPointerEnter={onPointerEnter}
              onPointerLeave={onPointerLeave}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              <button type="button" className="desktop-nav__toggle" aria-expanded={open} aria-controls={panelId} onClick={onClick}>
                <span>{item.title}</span>
                <Icon name="chevron-down" size="small" />
              </button>
              <div id={panelId} className="desktop-nav__dropdown">
                {item.links}
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
