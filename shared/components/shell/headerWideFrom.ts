import type { ButtonBlok, NavItemBlok } from '../../content/SiteSettings'
import { languageName as nameOf } from '../../i18n/languages'
import { otherLanguageOf } from '../../links/otherLanguageOf'
import { isIconName } from '../ui/Icon'
import { estimatedTextWidth } from './estimatedTextWidth'

/**
 * The window widths, in px, from which a header may show its desktop bar; below its step a header
 * shows the menu button. `client/styles/header.css` has a rule for each step, and the last is the
 * bar's widest (`.site-header__bar`'s max-width).
 */
const WIDE_HEADER_STEPS = [1024, 1056, 1088, 1120, 1152, 1184, 1216, 1248, 1280, 1312, 1344, 1376, 1408, 1440] as const

// The desktop bar's parts, in px, as client/styles/header.css and search.css lay them out from the first step up.
const BAR_PADDING = 2 * 24
const BAR_GAP = 16
const LOGO_MARGIN = 16
const SEARCH_BUTTON = 44
const NAV_ITEM_PADDING = 24
const NAV_ITEM_GAP = 4
/** A dropdown's chevron and the gap before it. */
const NAV_CHEVRON = 4 + 16
/** An icon beside a link's or a button's words, with its gap. */
const ICON = 16 + 8
/** The language switch's padding, globe, chevron and gaps around its language's name. */
const LANGUAGE_SWITCH_CHROME = 24 + 16 + 8 + 8 + 16
/** A header button's padding and border. */
const BUTTON_CHROME = 2 * 16 + 2 * 2
const BUTTON_GAP = 8
/**
 * The tag of a link to another language (client/styles/noTranslationNotice.css), which the bar sets
 * under the link's words: its padding and border; its words at three quarters of the size.
 */
const LANGUAGE_TAG_CHROME = 2 * 6 + 2
const LANGUAGE_TAG_SCALE = 0.75
/** A store badge, which a link or a button may be styled as. */
const STORE_BADGE = 135

interface HeaderWords {
  items: readonly NavItemBlok[]
  ctas: readonly ButtonBlok[]
  languageName: string
  logoWidth: number
  /** The page's language: a link to another one carries its language's tag (SiteLink). */
  language?: string
}

function isStoreBadge(blok: { style?: string }): boolean {
  return blok.style === 'google-play' || blok.style === 'app-store'
}

function languageTagWidth(item: NavItemBlok, language: string | undefined): number {
  const other = item.component === 'link-list' ? undefined : otherLanguageOf(item.link, language ?? null)
  return other ? LANGUAGE_TAG_CHROME + Math.ceil(LANGUAGE_TAG_SCALE * estimatedTextWidth(nameOf(other) ?? other)) : 0
}

function navItemWidth(item: NavItemBlok, language?: string): number {
  if (item.component === 'link-list') return NAV_ITEM_PADDING + estimatedTextWidth(item.title ?? '') + NAV_CHEVRON
  if (isStoreBadge(item)) return STORE_BADGE
  const icon = isIconName(item.icon) || item.custom_icon?.filename ? ICON : 0
  // A language's tag stands under the words: the wider of the two counts.
  return NAV_ITEM_PADDING + Math.max(estimatedTextWidth(item.title ?? '') + icon, languageTagWidth(item, language))
}

function buttonWidth(button: ButtonBlok): number {
  if (isStoreBadge(button)) return STORE_BADGE
  return BUTTON_CHROME + estimatedTextWidth(button.title ?? '', { bold: true }) + (isIconName(button.icon) ? ICON : 0)
}

function sum(widths: number[], gap: number): number {
  return widths.length === 0 ? 0 : widths.reduce((total, width) => total + width, 0) + gap * (widths.length - 1)
}

/** The desktop bar's estimated width in px: logo, navigation, search, language switch and buttons side by side, none wrapped. */
function headerBarWidth({ items, ctas, languageName, logoWidth, language }: HeaderWords): number {
  const parts = [
    logoWidth + LOGO_MARGIN,
    sum(
      items.map((item) => navItemWidth(item, language)),
      NAV_ITEM_GAP,
    ),
    SEARCH_BUTTON,
    LANGUAGE_SWITCH_CHROME + estimatedTextWidth(languageName),
  ]
  if (ctas.length > 0) parts.push(sum(ctas.map(buttonWidth), BUTTON_GAP))
  return BAR_PADDING + sum(parts, BAR_GAP)
}

/**
 * The first step at which the header's desktop bar fits its words, so a header switches to its
 * menu before it would overflow, in any language and whatever the editors write; null when it
 * fits at none (the menu at every width). Worked out on the server: it holds without JavaScript.
 */
export function headerWideFrom(words: HeaderWords): number | null {
  const width = headerBarWidth(words)
  return WIDE_HEADER_STEPS.find((step) => step >= width) ?? null
}
