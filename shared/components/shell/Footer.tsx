import { useEffect, useState, type MouseEvent } from 'react'
import type { Asset } from '../../content/storyblok'
import type { NavLinkBlok } from '../../settings/SiteSettings'
import { Image } from '../ui/Image'
import { CookieSettings } from './CookieSettings'
import type { FooterColumnView } from './footerColumnViews'
import { FooterColumns } from './FooterColumns'
import type { LanguageAlternate } from '../../i18n/LanguageAlternate'
import { LanguageSwitch } from './LanguageSwitch'
import { NavLink } from './NavLink'
import { onSiteEvent } from './siteEvents'

const FOOTER_IMAGE_WIDTH = 126

export interface FooterProps {
  language: string
  languages: string[]
  alternates: LanguageAlternate[]
  image: Asset | null
  columns: readonly FooterColumnView[]
  copyright: string
  bottomLinks: NavLinkBlok[]
}

/** The footer: image, link columns, copyright, language switch, and bottom links that open the cookie settings. */
export function Footer({ language, languages, alternates, image, columns, copyright, bottomLinks }: FooterProps) {
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false)

  useEffect(() => onSiteEvent('site:open-cookie-settings', () => setCookieSettingsOpen(true)), [])

  const openCookieSettings = (event: MouseEvent) => {
    if (!(event.target as Element).closest('a, button')) return
    event.preventDefault()
    setCookieSettingsOpen(true)
  }

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {image?.filename ? <Image className="site-footer__image" src={image.filename} alt={image.alt ?? ''} width={FOOTER_IMAGE_WIDTH} /> : null}
        <FooterColumns columns={columns} />
        <div className="site-footer__bottom">
          {copyright ? <p className="site-footer__copyright">{copyright}</p> : null}
          <LanguageSwitch language={language} languages={languages} alternates={alternates} />
          {bottomLinks.length > 0 ? (
            // Every bottom link opens the cookie settings instead of navigating.
            <ul className="site-footer__bottom-links" onClick={openCookieSettings}>
              {bottomLinks.map((link) => (
                <li key={link._uid}>
                  <NavLink item={link} opensDialog />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <CookieSettings isOpen={cookieSettingsOpen} onClose={() => setCookieSettingsOpen(false)} />
    </footer>
  )
}
