import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { CookieSettings } from './CookieSettings'
import type { FooterColumnView } from './footerColumnViews'
import { FooterColumns } from './FooterColumns'
import { LanguageSwitch } from './LanguageSwitch'
import { footerLanguagesId } from './shellPanelIds'
import { onSiteEvent } from './siteEvents'

/** What the footer island gets; the parts it never changes are slots, rendered once by the server. */
export interface FooterProps {
  /** The page's language, by its own name (the language switch's button). */
  languageName: string
  /** The footer image (a slot), or null. */
  image: ReactNode
  columns: readonly FooterColumnView[]
  copyright: string
  /** The language switch's links (LanguageLinks, a slot). */
  languageLinks: ReactNode
  /** The bottom links (a NavLinkList slot), or null: each opens the cookie settings. */
  bottomLinks: ReactNode
}

const BOTTOM_LINK = '.site-footer__bottom-links a'

/** The footer: image, link columns, copyright, language switch, and bottom links that open the cookie settings. */
export function Footer({ languageName, image, columns, copyright, languageLinks, bottomLinks }: FooterProps) {
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false)

  useEffect(() => onSiteEvent('site:open-cookie-settings', () => setCookieSettingsOpen(true)), [])

  // Every bottom link opens the cookie settings instead of navigating.
  const openCookieSettings = (event: MouseEvent) => {
    if (!(event.target as Element).closest(BOTTOM_LINK)) return
    event.preventDefault()
    setCookieSettingsOpen(true)
  }

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {image}
        <FooterColumns columns={columns} />
        {/* Clicks bubble here from the bottom links, which stay keyboard-operable themselves. */}
        <div className="site-footer__bottom" onClick={openCookieSettings}>
          {copyright ? <p className="site-footer__copyright">{copyright}</p> : null}
          <LanguageSwitch languageName={languageName} links={languageLinks} listId={footerLanguagesId} />
          {bottomLinks}
        </div>
      </div>
      {cookieSettingsOpen ? <CookieSettings onClose={() => setCookieSettingsOpen(false)} /> : null}
    </footer>
  )
}
