import type { ModelContent } from './schema/contentModel'
import { BUTTON_STYLES } from './schema/buttonStyles'

// The settings story (`{language}/_settings`) and its bloks, typed from the content model
// (shared/content/schema/shellBloks.ts, sectionBloks.ts): every field optional, as an editor may
// leave any empty. The site reads them after compactSettings has reduced them.

export { BUTTON_STYLES }
export type ButtonStyle = (typeof BUTTON_STYLES)[number]

/** A `button` blok: header CTAs, CTA box links, error page CTAs. */
export type ButtonBlok = ModelContent<'button'>
/** A single navigation link (`link`). */
export type NavLinkBlok = ModelContent<'link'>
/** A dropdown of navigation links (`link-list`). */
export type NavLinkListBlok = ModelContent<'link-list'>
export type NavItemBlok = NavLinkBlok | NavLinkListBlok
/** The content of a start (signup or login) modal. */
export type StartModalBlok = ModelContent<'start_modal'>
export type FooterColumnBlok = ModelContent<'footer_column'>
/** The `{language}/_settings` story's content (the site settings entry). */
export type SiteSettings = ModelContent<'settings'>
