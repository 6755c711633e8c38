import { useIslandText } from '../../i18n/IslandTextContext'
import type { IslandText } from '../../i18n/messages/Messages'
export type StoreBadgeKind = 'google-play' | 'app-store'

const BADGE_WIDTH = 135
const BADGE_HEIGHT = 40
/** The store name is squeezed to this width, so no font makes it overflow the badge. */
const BIG_TEXT_WIDTH = 84

/** The lines of text each badge shows, in the page's language (the store names stay). */
function storeBadgeText(kind: StoreBadgeKind, text: IslandText): readonly [string, string] {
  return kind === 'google-play' ? [text.getItOn, 'Google Play'] : [text.downloadOnThe, 'App Store']
}

/**
 * A badge link's accessible name: the words it shows, so a visitor who names what they see (speech
 * input) reaches it, and the editor's title after them where it says more than the badge.
 */
export function storeBadgeName(kind: StoreBadgeKind, text: IslandText, title = ''): string {
  const shown = storeBadgeText(kind, text).join(' ')
  const extra = title.trim()
  return extra && !shown.toLowerCase().includes(extra.toLowerCase()) ? `${shown}: ${extra}` : shown
}

function GooglePlayLogo() {
  return (
    <g transform="translate(12 10)">
      <path d="M0 0v20l8-10z" fill="#4285f4" />
      <path d="M0 0l8 10 3-3.1z" fill="#34a853" />
      <path d="M0 20l8-10 3 3.1z" fill="#ea4335" />
      <path d="M8 10l3-3.1 5 3.1-5 3.1z" fill="#fbbc04" />
    </g>
  )
}

function AppleLogo() {
  return (
    <g transform="translate(8 7) scale(1.1)" fill="#fff">
      <path d="M12 7.6c-1.4-1-3.5-1-4.8.2-1.8 1.7-1.6 5.4.1 8.2 1 1.7 2.1 2.9 3.3 2.8.6 0 .9-.4 1.4-.4s.8.4 1.4.4c1.2 0 2.3-1.4 3.1-2.9-1.6-.8-2.3-2.5-2-4.1.2-1 .8-1.8 1.6-2.3-.8-1.3-2.3-2-3.7-1.8-.5.1-.9.3-1.4.6z" />
      <path d="M12.2 6.6c0-1.3.9-2.5 2.2-2.8.1 1.4-.9 2.6-2.2 2.8z" />
    </g>
  )
}

/** An app store badge drawn inline (no image request), decorative: the link around it carries the name. */
export function StoreBadge({ kind }: { kind: StoreBadgeKind }) {
  const [small, big] = storeBadgeText(kind, useIslandText())
  return (
    <svg className="store-badge" width={BADGE_WIDTH} height={BADGE_HEIGHT} viewBox={`0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}`} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={BADGE_WIDTH - 1} height={BADGE_HEIGHT - 1} rx="6" fill="#000" stroke="#a6a6a6" />
      {kind === 'google-play' ? <GooglePlayLogo /> : <AppleLogo />}
      <text x="40" y="15" fill="#fff" fontSize="8" fontFamily="system-ui, sans-serif">
        {small}
      </text>
      <text
        x="40"
        y="31"
        fill="#fff"
        fontSize="15"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
        textLength={BIG_TEXT_WIDTH}
        lengthAdjust="spacingAndGlyphs"
      >
        {big}
      </text>
    </svg>
  )
}
