import type { ReactNode } from 'react'
import { IslandTextContext } from '../../i18n/IslandTextContext'
import { messagesFor } from '../../i18n/messages/catalogue'
import { island } from '../../islands/island'
import { IslandTextScript } from '../../islands/IslandTextScript'
import type { SiteSettings } from '../../content/SiteSettings'
import { fillTemplate } from '../../text/fillTemplate'
import { Footer } from './Footer'
import { FooterPicture } from './FooterPicture'
import { footerColumnViews } from './footerColumnViews'
import { Header } from './Header'
import { HeaderSearch } from '../search/HeaderSearch'
import type { LanguageChoice } from '../../i18n/LanguageChoice'
import { languageName } from '../../i18n/languages'
import { PageLanguageContext } from '../../links/PageLanguageContext'
import { LIGHTBOX_ATTRIBUTE } from '../../richtext/RichTextImage'
import { LanguageLinks } from './LanguageLinks'
import { Lightbox } from './Lightbox'
import { navItemViews } from './navItemViews'
import { NoTranslationNotice } from './NoTranslationNotice'
import { NavLinkList } from './NavLinkList'
import { OPEN_MODAL_ATTRIBUTE } from './siteEvents'
import { LOGO_HEIGHT, LOGO_WIDTH, SiteLogo } from './SiteLogo'
import { headerWideFrom } from './headerWideFrom'
import { startModalView } from './startModalView'
import { Toaster } from './Toaster'
import { TopBanner } from './TopBanner'
import { TopBannerContent } from './TopBannerContent'

// The shell hydrates when the visitor reaches for it: a page's first load carries no React.
/** The header's search field: its code loads when the visitor reaches for it. */
const SearchIsland = island('Search', HeaderSearch, 'interaction')
const HEADER_SEARCH_ID = 'header-search'
const HeaderIsland = island('Header', Header, 'interaction', { clicks: `[${OPEN_MODAL_ATTRIBUTE}]`, events: ['site:open-modal'] })
const TopBannerIsland = island('TopBanner', TopBanner, 'interaction')
const FooterIsland = island('Footer', Footer, 'interaction', { events: ['site:open-cookie-settings'] })
const ToasterIsland = island('Toaster', Toaster, 'interaction', { events: ['site:toast'] })
const LightboxIsland = island('Lightbox', Lightbox, 'interaction', { clicks: `a[${LIGHTBOX_ATTRIBUTE}]` })

interface ShellProps {
  language: string
  /** Null when the settings story could not be loaded: a minimal header and footer with just the logo. */
  settings: SiteSettings | null
  /** What the language switch offers: each language, and where choosing it leads. */
  languages: readonly LanguageChoice[]
  children: ReactNode
}

/**
 * Every page's frame, with the interface words of its language and the language itself (which links
 * to other languages are marked against) for everything inside.
 */
export function Shell(props: ShellProps) {
  return (
    <PageLanguageContext value={props.language}>
      <ShellFrame {...props} />
    </PageLanguageContext>
  )
}

/** The frame: skip link, top banner, header with the toaster below it, <main id="main">, footer, lightbox, cookie settings. */
function ShellFrame({ language, settings, languages, children }: ShellProps) {
  const banner = settings?.topnotification_enabled && settings.topnotification_richtext?.content?.length ? settings.topnotification_richtext : null
  const messages = messagesFor(language)
  const text = messages.island
  const ownName = languageName(language) ?? language
  // {year} is the year at render time on the server: a cached page is rendered again within the content TTL.
  const copyright = fillTemplate(settings?.footer_copyright ?? '', { year: new Date().getUTCFullYear() })
  return (
    <IslandTextContext value={text}>
      <IslandTextScript text={text} />
      <a className="skip-link" href="#main">
        {text.skipToContent}
      </a>
      {settings && banner ? (
        <TopBannerIsland
          theme={settings.topnotification_theme ?? ''}
          content={<TopBannerContent richtext={banner} links={settings.topnotification_links ?? []} />}
        />
      ) : null}
      {/* The sticky top: the header, and the toasts just below its bar, over the page: a toast shifts
          nothing, and moves with the header (docs/decisions/toasts-below-the-header.md). */}
      <div className="site-top">
        {settings ? (
          <HeaderIsland
            language={language}
            logo={settings.header_image ?? null}
            items={navItemViews(settings.header_items ?? [])}
            ctas={settings.header_ctas ?? []}
            signupModal={startModalView('signup', settings.header_modal_start_signup?.[0])}
            loginModal={startModalView('login', settings.header_modal_start_login?.[0])}
            languageName={ownName}
            wideFrom={headerWideFrom({
              items: settings.header_items ?? [],
              ctas: settings.header_ctas ?? [],
              languageName: ownName,
              language,
              logoWidth: settings.header_image?.filename ? LOGO_WIDTH : LOGO_HEIGHT,
            })}
            search={<SearchIsland language={language} id={HEADER_SEARCH_ID} />}
          />
        ) : (
          <header className="site-header">
            <div className="site-header__bar">
              <SiteLogo language={language} className="site-header__logo" />
            </div>
          </header>
        )}
        <ToasterIsland />
      </div>
      <main id="main" tabIndex={-1}>
        <NoTranslationNotice text={messages.templates.noTranslation} />
        {children}
      </main>
      {settings ? (
        <FooterIsland
          languageName={ownName}
          image={settings.footer_image?.filename ? <FooterPicture src={settings.footer_image.filename} alt={settings.footer_image.alt ?? ''} /> : null}
          columns={footerColumnViews(settings.footer_items ?? [])}
          copyright={copyright}
          languageLinks={<LanguageLinks language={language} choices={languages} />}
          bottomLinks={
            settings.footer_bottom_links?.length ? <NavLinkList className="site-footer__bottom-links" links={settings.footer_bottom_links} opensDialog /> : null
          }
        />
      ) : (
        <footer className="site-footer">
          <div className="site-footer__inner">
            <SiteLogo language={language} />
          </div>
        </footer>
      )}
      <LightboxIsland />
    </IslandTextContext>
  )
}
