import type { Asset, Blok, Multilink, RichTextDoc } from '../content/storyblok'
import type { ReportFormBlok } from '../leads/reportFormText'

/** Button styles of the content model; the last two render store badges. */
export const BUTTON_STYLES = ['orange', 'green', 'gray-light', 'white', 'transparent', 'transparent-light', 'google-play', 'app-store'] as const
export type ButtonStyle = (typeof BUTTON_STYLES)[number]

/** A `button` blok: header CTAs, CTA box links, error page CTAs. */
export interface ButtonBlok extends Blok {
  component: 'button'
  title?: string
  link?: Multilink
  icon?: string
  custom_icon?: Asset
  style?: ButtonStyle | ''
  icon_is_before?: boolean
  data_tracking?: string
}

/** A single navigation link (`link`). */
export interface NavLinkBlok extends Blok {
  component: 'link'
  title?: string
  link?: Multilink
  icon?: string
  custom_icon?: Asset
  style?: string
  icon_is_before?: boolean
  data_tracking?: string
}

/** A dropdown of navigation links (`link-list`). */
export interface NavLinkListBlok extends Blok {
  component: 'link-list'
  title?: string
  links?: NavLinkBlok[]
}

export type NavItemBlok = NavLinkBlok | NavLinkListBlok

export interface SectionHeadBlok extends Blok {
  component: 'section_head'
  overline?: string
  title?: string
  title_is_big?: boolean
  richtext?: RichTextDoc
}

export interface CtaBoxBlok extends Blok {
  component: 'cta_box'
  title?: string
  text?: string
  links?: ButtonBlok[]
  image?: Asset
}

/** The content of a start (signup or login) modal. */
export interface StartModalBlok extends Blok {
  component: 'start_modal'
  head?: SectionHeadBlok[]
  items?: CtaBoxBlok[]
}

export interface FooterColumnBlok extends Blok {
  component: 'footer_column'
  title?: string
  links?: NavLinkBlok[]
}

/** The `{language}/_settings` story's content (the site settings entry). */
export interface SiteSettings extends Blok {
  component: 'settings'
  header_image?: Asset
  header_items?: NavItemBlok[]
  header_ctas?: ButtonBlok[]
  header_modal_start_signup?: StartModalBlok[]
  header_modal_start_login?: StartModalBlok[]
  footer_image?: Asset
  footer_items?: FooterColumnBlok[]
  footer_copyright?: string
  footer_bottom_links?: NavLinkBlok[]
  topnotification_enabled?: boolean
  /** 'orange', or any other value for the default (blue) theme. */
  topnotification_theme?: string
  topnotification_richtext?: RichTextDoc
  topnotification_links?: NavLinkBlok[]
  /** Where an unsolicited application goes: the open positions link to it when no opening matches. */
  jobs_unsolicited_link?: Multilink
  error_title?: string
  error_text?: string
  error_cta?: ButtonBlok[]
  /** Texts of the gated-download form and its privacy policy link. */
  report_form?: ReportFormBlok[]
}
