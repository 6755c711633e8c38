import { use, useState, type MouseEvent, type ReactNode } from 'react'
import type { Asset } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { useIslandText } from '../../i18n/IslandTextContext'
import type { ButtonBlok } from '../../content/SiteSettings'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { NavLink } from './NavLink'
import type { NavItemView } from './navItemViews'
import { MarkupCopy } from '../../islands/MarkupCopy'
import { footerLanguagesId, mobilePanelId } from './shellPanelIds'
import { SiteLogo } from './SiteLogo'
import { SearchForm } from '../search/SearchForm'

export const MOBILE_MENU_ID = 'mobile-menu'
/** The phone menu's search field: a form to the search page (the header's field, with suggestions, shows on wide screens). */
const MOBILE_SEARCH_ID = 'mobile-menu-search'
/** The accordion group of the languages (navigation groups are keyed by their blok's uid). */
const LANGUAGES_GROUP = 'languages'

interface MobileMenuProps {
  isOpen: boolean
  onClose: () => void
  language: string
  logo?: Asset | null
  items: readonly NavItemView[]
  ctas: ButtonBlok[]
  /** The page's language, by its own name (its group's links are copied from the footer's language switch). */
  languageName: string
}

/**
 * The narrow-screen menu: full screen, accordion groups (the navigation's, then the languages); any link or button inside
 * closes it. The server renders it whole (closed), so its button opens it before the island hydrates and without JavaScript;
 * there every group shows its links under its name, and the languages, which are copied from the footer's switch when the
 * island opens the menu, are left to the footer.
 */
export function MobileMenu({ isOpen, onClose, language, logo, items, ctas, languageName }: MobileMenuProps) {
  const markers = use(BlokMarkersContext)
  const text = useIslandText()
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const closeOnNavigation = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href], [data-open-modal]')) onClose()
  }
  /** An accordion group: its toggle, its name for a page without JavaScript, and its list. */
  const group = (uid: string, title: ReactNode, list: ReactNode, attributes: object = {}) => {
    const open = openGroup === uid
    const panelId = mobilePanelId(uid)
    return (
      <li key={uid} className={open ? 'mobile-menu__item--open' : undefined} {...attributes}>
        <button type="button" className="mobile-menu__group" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenGroup(open ? null : uid)}>
          {title}
          <Icon name="chevron-down" size="small" />
        </button>
        {/* Without JavaScript, in the toggle's place: the group's name above its links (the languages are left to the footer). */}
        {uid === LANGUAGES_GROUP ? null : <p className="mobile-menu__group-name">{title}</p>}
        <div id={panelId} className="mobile-menu__sublist">
          {list}
        </div>
      </li>
    )
  }
  return (
    <Modal id={MOBILE_MENU_ID} isOpen={isOpen} onClose={onClose} label={text.menu} closeLabel={text.closeMenu} className="mobile-menu">
      {/* Clicks bubble here from the links and buttons inside, which stay keyboard-operable themselves. */}
      <div className="mobile-menu__body" onClick={closeOnNavigation}>
        <SiteLogo language={language} image={logo} className="mobile-menu__logo" />
        <SearchForm
          language={language}
          id={MOBILE_SEARCH_ID}
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          className="search-form search-form--menu"
        />
        <nav aria-label={text.mainNavigation}>
          <ul className="mobile-menu__list">
            {items.map((item) =>
              item.component === 'link-list' ? (
                // The desktop dropdown's slot again: the server renders its links here too, the browser keeps both.
                group(item._uid, <span>{item.title}</span>, item.links, markers(item))
              ) : (
                <li key={item._uid}>
                  <NavLink item={item} className="mobile-menu__link" />
                </li>
              ),
            )}
          </ul>
        </nav>
        <ul className="mobile-menu__list mobile-menu__languages">
          {group(
            LANGUAGES_GROUP,
            <span className="mobile-menu__language">
              <Icon name="globe" size="small" />
              <span className="visually-hidden">{`${text.language}: `}</span>
              <span>{languageName}</span>
            </span>,
            isOpen ? <MarkupCopy sourceId={footerLanguagesId} /> : null,
          )}
        </ul>
        {ctas.length > 0 ? (
          <div className="mobile-menu__ctas">
            {ctas.map((cta) => (
              <Button key={cta._uid} blok={cta} />
            ))}
          </div>
        ) : null}
      </div>
    </Modal>
  )
}
