import { richTextExcerpt } from '../../content/richTextExcerpt'
import type { RichTextDoc } from '../../content/storyblok'
import { RichText } from '../../richtext/RichText'
import type { NavLinkBlok } from '../../content/SiteSettings'
import { NavLink } from './NavLink'
import { fieldBloks } from '../../bloks/fieldBloks'

/** The bloks the banner's announcement takes: none. */
const BANNER_TEXT = fieldBloks('settings', 'topnotification_richtext')

/** How much of the announcement a banner link's accessible name repeats. */
const BANNER_TEXT_IN_LINK_NAME = 160

/** The banner's announcement and links: a slot of the banner island, rendered once by the server (the island only dismisses it). */
export function TopBannerContent({ richtext, links }: { richtext: RichTextDoc; links: NavLinkBlok[] }) {
  // The link's name says what it leads to: its own words, then the announcement's.
  const text = richTextExcerpt(richtext, BANNER_TEXT_IN_LINK_NAME)
  return (
    <div className="top-banner__content">
      <RichText doc={richtext} bloks={BANNER_TEXT} className="top-banner__text" />
      {links.length > 0 ? (
        <ul className="top-banner__links">
          {links.map((link) => (
            <li key={link._uid}>
              <NavLink item={link} className="top-banner__link" ariaLabel={text && link.title ? `${link.title}: ${text}` : undefined} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
