/** The built-in icons: 24x24 stroke paths. */
const ICON_PATHS = {
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
  check: 'M5 12.5l4.5 4.5L19 7',
  share: 'M21 5a3 3 0 1 1-6 0a3 3 0 1 1 6 0M9 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0M21 19a3 3 0 1 1-6 0a3 3 0 1 1 6 0M8.6 10.5l6.8-4M8.6 13.5l6.8 4',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  plus: 'M12 5v14M5 12h14',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-6h4v6',
  user: 'M16 8a4 4 0 1 1-8 0a4 4 0 1 1 8 0M4 20c1-4 4-6 8-6s7 2 8 6',
  mail: 'M3 6h18v12H3zM3 7l9 7 9-7',
  minus: 'M5 12h14',
  search: 'M17 10.5a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0M15.2 15.2L20 20',
} as const

export type IconName = keyof typeof ICON_PATHS
type IconSize = 'small' | 'medium' | 'big'

/** Pixel size of each icon size. */
const ICON_PIXELS: Record<IconSize, number> = { small: 16, medium: 24, big: 32 }

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICON_PATHS, name)
}

interface IconProps {
  name: IconName
  /** Defaults to 'medium'. */
  size?: IconSize
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string
  className?: string
}

/** A built-in icon; its stroke (2px, round, the text colour) is in the stylesheet, once, not on each of the page's icons. */
export function Icon({ name, size = 'medium', label, className }: IconProps) {
  const pixels = ICON_PIXELS[size]
  return (
    <svg
      className={['icon', `icon--${size}`, className].filter(Boolean).join(' ')}
      width={pixels}
      height={pixels}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}
