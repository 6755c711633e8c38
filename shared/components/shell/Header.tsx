import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import type { Asset } from '../../content/storyblok'
import { useIslandText } from '../../i18n/IslandTextContext'
import type { ButtonBlok } from '../../content/SiteSettings'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { DesktopNav } from './DesktopNav'
import { showsModal } from './dialogCommands'
import { LanguageSwitch } from './LanguageSwitch'
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu'
import { footerLanguagesId, headerLanguagesId } from './shellPanelIds'
import { onSiteEvent } from './siteEvents'
import { SiteLogo } from './SiteLogo'
import type { NavItemView } from './navItemViews'
import { StartModals } from './StartModals'
import type { StartModalView } from './startModalView'

export interface HeaderProps {
  language: string
  logo: Asset | null
  items: readonly NavItemView[]
  ctas: ButtonBlok[]
  signupModal: StartModalView | null
  loginModal: StartModalView | null
  /**
   * The page's language, by its own name: the language switch, beside the navigation on wide
   * screens and a group of the mobile menu on narrow ones, whose links are the footer's (copied
   * when opened, so the header is the same on every page of a language).
   */
  languageName: string
  /**
   * The window width from which the desktop bar shows and the mobile menu is gone: the first step
   * at which its words fit (headerWideFrom, on the server; the stylesheet has a rule per step); null: the menu at every width.
   */
  wideFrom: number | null
  /** The search field (an island of its own, rendered by the server into the bar; hidden on narrow screens, where the menu has one). */
  search?: ReactNode
}

/** The phone menu's dialog, when the browser has opened it (its button's command) before the island hydrated. */
function menuOpenedByTheBrowser(): boolean {
  return document.getElementById(MOBILE_MENU_ID)?.matches('dialog[open]') ?? false
}

/**
 * The sticky header: logo, navigation, language switch, call-to-action buttons, the mobile menu and the start modals.
 * The menu button opens the menu by itself (`commandfor`), at the first tap, before the island has hydrated and without
 * JavaScript; the island takes an open menu over as it hydrates.
 */
export function Header({ language, logo, items, ctas, signupModal, loginModal, languageName, wideFrom, search }: HeaderProps) {
  const text = useIslandText()
  const [menuOpen, setMenuOpen] = useState(false)

  // In the hydrating commit, so a click held for the island (a group's toggle) finds the menu open.
  useLayoutEffect(() => {
    if (menuOpenedByTheBrowser()) setMenuOpen(true)
  }, [])

  useEffect(() => {
    const unsubscribe = onSiteEvent('site:open-modal', () => setMenuOpen(false))
    if (wideFrom === null) return unsubscribe
    const wide = window.matchMedia(`(min-width: ${wideFrom}px)`)
    const closeOnWide = () => {
      if (wide.matches) setMenuOpen(false)
    }
    wide.addEventListener('change', closeOnWide)
    return () => {
      wide.removeEventListener('change', closeOnWide)
      unsubscribe()
    }
  }, [wideFrom])

  return (
    <header className="site-header" data-wide-from={wideFrom ?? undefined}>
      <div className="site-header__bar">
        <SiteLogo language={language} image={logo} className="site-header__logo" />
        <DesktopNav items={items} />
        {search ? <div className="site-header__search">{search}</div> : null}
        <LanguageSwitch languageName={languageName} copyOf={footerLanguagesId} listId={headerLanguagesId} />
        {ctas.length > 0 ? (
          <div className="site-header__ctas">
            {ctas.map((cta) => (
              <Button key={cta._uid} blok={cta} />
            ))}
          </div>
        ) : null}
        <button
          type="button"
          className="site-header__menu-button"
          // A button that opens a modal dialog says so with aria-haspopup; HTML keeps aria-expanded
          // off a button with a command (the browser states what its command does).
          aria-haspopup="dialog"
          aria-controls={MOBILE_MENU_ID}
          {...showsModal(MOBILE_MENU_ID)}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{text.menu}</span>
        </button>
      </div>
      <MobileMenu isOpen={menuOpen} onClose={() => setMenuOpen(false)} language={language} logo={logo} items={items} ctas={ctas} languageName={languageName} />
      <StartModals signup={signupModal} login={loginModal} />
    </header>
  )
}
