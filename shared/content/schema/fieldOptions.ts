import { getCountries } from 'libphonenumber-js'
import { BUTTON_STYLES } from './buttonStyles'

// The named choices of the model's option fields. Storyblok's form shows an option's name; the
// content stores its value, which the site reads: a value never changes, a name may.

/** A field's options in Storyblok's shape, from their names by value. */
const namedOptions = (names: Record<string, string>) => Object.entries(names).map(([value, name]) => ({ name, value }))

const BUTTON_STYLE_NAMES: Record<(typeof BUTTON_STYLES)[number], string> = {
  orange: 'Orange',
  green: 'Green',
  'gray-light': 'Grey, light',
  white: 'White, grey border',
  transparent: 'Outline, dark (on a light background)',
  'transparent-light': 'Outline, white (on a dark background)',
  'google-play': 'Google Play badge',
  'app-store': 'App Store badge',
}

/** Every button style (Button.tsx), named as it looks, in BUTTON_STYLES' order. */
export const BUTTON_STYLE_OPTIONS = namedOptions(BUTTON_STYLE_NAMES)

/**
 * The site's built-in icons (shared/components/ui/Icon.tsx), named as they look. The content
 * layer may not import the component: contentModel.test.ts holds these keys equal to its `IconName`.
 */
const BUILT_IN_ICON_NAMES = {
  'arrow-right': 'Arrow right',
  'arrow-left': 'Arrow left',
  'chevron-down': 'Chevron down',
  'chevron-right': 'Chevron right',
  close: 'Close (×)',
  menu: 'Menu (three lines)',
  globe: 'Globe',
  check: 'Check mark',
  share: 'Share',
  download: 'Download',
  external: 'External link',
  plus: 'Plus',
  minus: 'Minus',
  home: 'Home',
  user: 'Person',
  mail: 'Envelope (e-mail)',
  search: 'Magnifier (search)',
}

/** @internal contentModel.test.ts compares it with the component's icon names. */
export type BuiltInIcon = keyof typeof BUILT_IN_ICON_NAMES

export const BUILT_IN_ICON_OPTIONS = namedOptions(BUILT_IN_ICON_NAMES)

/** A navigation link's icons: a built-in one, or the SVG of its Custom icon field (NavLink.tsx shows it for any other value). */
export const LINK_ICON_OPTIONS = namedOptions({ ...BUILT_IN_ICON_NAMES, custom: 'Custom (the SVG in Custom icon)' })

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * Every country libphonenumber-js knows, by its ISO 3166-1 alpha-2 code (and the codes it uses for
 * Kosovo, Ascension and Tristan da Cunha), named in English with the code (`Germany (DE)`), A–Z by name.
 */
export const COUNTRY_OPTIONS = namedOptions(Object.fromEntries(getCountries().map((code) => [code, `${countryNames.of(code) ?? code} (${code})`]))).sort(
  (a, b) => a.name.localeCompare(b.name, 'en'),
)
