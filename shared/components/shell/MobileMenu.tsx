import { use, useState, type MouseEvent } from 'react'
import type { Asset } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { useIslandText } from '../../i18n/IslandTextContext'
import type { ButtonBlok } from '../../settings/SiteSettings'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { NavLink } from './NavLink'
import type { NavItemView } from './navItemViews'
import { IslandSlotCopy } from '../../islands/IslandSlotCopy'
import { desktopPanelId, mobilePanelId } from './shellPanelIds'
import { SiteLogo } from './SiteLogo'

export const MOBILE_MENU_ID = 'mobile-menu'

interface MobileMenuProps {
  isOpen: boolean
  onClose: () => void
  language: string
  logo?: Asset | null
  items: readonly NavItemView[]
  ctas: ButtonBlok[]
}

/** The narrow-screen menu: full screen, accordion groups; any link or button inside closes it. Its contents exist only while it is open. */
export function MobileMenu({ isOpen, onClose, language, logo, items, ctas }: MobileMenuProps) {
  const markers = use(BlokMarkersContext)
  const text = useIslandText()
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const closeOnNavigation = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href], [data-open-modal]')) onClose()
  }
  return (
    <Modal id={MOBILE_MENU_ID} isOpen={isOpen} onClose={onClose} label={text.menu} closeLabel={text.closeMenu} className="mobile-menu">
      {/* Built when opened: the page's HTML carries the navigation once, in the desktop header (the dropdowns' lists are copied from there). */}
      {isOpen ? (
        // Clicks bubble here from the links and buttons inside, which stay keyboard-operable themselves.
        <div className="mobile-menu__body" onClick={closeOnNavigation}>
          <SiteLogo language={language} image={logo} className="mobile-menu__logo" />
          <nav aria-label={text.mainNavigation}>
            <ul className="mobile-menu__list">
              {items.map((item) => {
                if (item.component !== 'link-list') {
                  return (
                    <li key={item._uid}>
                      <NavLink item={item} className="mobile-menu__link" />
                    </li>
                  )
                }
                const open = openGroup === item._uid
                const panelId = mobilePanelId(item._uid)
                return (
                  <li key={item._uid} className={open ? 'mobile-menu__item--open' : undefined} {...markers(item)}>
                    <button
                      type="button"
                      className="mobile-menu__group"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenGroup(open ? null : item._uid)}
                    >
                      <span>{item.title}</span>
                      <Icon name="chevron-down" size="small" />
                    </button>
                    <div id={panelId} className="mobile-menu__sublist">
                      <IslandSlotCopy sourceId={desktopPanelId(item._uid)}>{item.links}</IslandSlotCopy>
                    </div>
                  </li>
                )
              })}
            </ul>
          </nav>
          {ctas.length > 0 ? (
            <div className="mobile-menu__ctas">
              {ctas.map((cta) => (
                <Button key={cta._uid} blok={cta} />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  )
}
