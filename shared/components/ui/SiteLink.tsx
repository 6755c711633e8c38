import { use, type ReactNode } from 'react'
import type { Multilink } from '../../content/storyblok'
import type { BlokMarkers } from '../../editor/BlokMarkersContext'
import { useIslandText } from '../../i18n/IslandTextContext'
import { languageName } from '../../i18n/languages'
import { chosenTarget, linkAttributes } from '../../links/linkAttributes'
import { otherLanguageOf } from '../../links/otherLanguageOf'
import { PageLanguageContext } from '../../links/PageLanguageContext'
import { resolveLink } from '../../links/resolveLink'
import { showsModal } from '../shell/dialogCommands'
import { NO_TRANSLATION_ID } from '../shell/NoTranslationNotice'
import { OPEN_MODAL_ATTRIBUTE } from '../shell/siteEvents'
import { startModalId } from '../shell/startModalIds'
import { LinkLanguageTag } from './LinkLanguageTag'

interface SiteLinkProps {
  link: Multilink | string | null | undefined
  children: ReactNode
  className?: string
  /** Value of `data-tracking` (the blok's data_tracking field). */
  tracking?: string
  'aria-label'?: string
  /** Set when a click opens a dialog instead of following the link. */
  'aria-haspopup'?: 'dialog'
  /** The visual editor's markers of the blok this link renders (previews only). */
  markers?: BlokMarkers
}

/** `rel` of a link opened in a new tab: the editor's tokens plus `noopener`. */
function newTabRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(' ').filter(Boolean))
  tokens.add('noopener')
  return [...tokens].join(' ')
}

/**
 * Renders a content link as the site renders every link: internal, email and phone links as
 * plain anchors, external ones in a new tab (unless the editor chose `_self`), any link whose
 * editor chose `_blank` in a new tab with `rel="noopener"`, with the link's allowed custom
 * attributes; start-modal targets as buttons that open the modal (by themselves too, without
 * JavaScript: `commandfor`), and an empty or refused link as its plain text. A link to a story in
 * another language than the page's says so: `hreflang`, the language's tag, and the notice the
 * language switch shows (`#no-translation`, unless the editor chose a place in the page).
 */
export function SiteLink({ link, children, className, tracking, 'aria-label': ariaLabel, 'aria-haspopup': ariaHasPopup, markers }: SiteLinkProps) {
  const text = useIslandText()
  const otherLanguage = otherLanguageOf(link, use(PageLanguageContext))
  const resolved = resolveLink(link)
  if (!resolved) return <>{children}</>
  const common = { className, 'data-tracking': tracking || undefined, 'aria-label': ariaLabel, 'aria-haspopup': ariaHasPopup, ...markers }
  if (resolved.kind === 'modal') {
    return (
      <button type="button" {...common} {...{ [OPEN_MODAL_ATTRIBUTE]: resolved.modal }} {...showsModal(startModalId(resolved.modal))}>
        {children}
      </button>
    )
  }
  const { rel, ...attributes } = linkAttributes(link)
  const newTab = (chosenTarget(link) ?? (resolved.kind === 'external' ? '_blank' : '_self')) === '_blank'
  const href = otherLanguage && !resolved.href.includes('#') ? `${resolved.href}#${NO_TRANSLATION_ID}` : resolved.href
  const content = (
    <>
      {children}
      {otherLanguage ? <LinkLanguageTag language={otherLanguage} /> : null}
    </>
  )
  const language = otherLanguage
    ? { hrefLang: otherLanguage, 'aria-label': ariaLabel && `${ariaLabel} (${text.otherLanguagePage} ${languageName(otherLanguage) ?? otherLanguage})` }
    : {}
  return newTab ? (
    <a {...attributes} href={href} target="_blank" rel={newTabRel(rel)} {...common} {...language}>
      {content}
      <span className="visually-hidden">{` ${text.opensInNewTab}`}</span>
    </a>
  ) : (
    <a {...attributes} href={href} rel={rel} {...common} {...language}>
      {content}
    </a>
  )
}
