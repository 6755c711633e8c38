import { useState } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import type { IslandText } from '../../i18n/messages/Messages'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { cookieConsentString, readCookieConsent } from './cookieConsent'
import { dispatchSiteEvent, showToast } from './siteEvents'

type SectionKey = 'necessary' | 'analytics'

const SECTIONS: readonly SectionKey[] = ['necessary', 'analytics']
const TITLE_ID = 'cookie-settings-title'
const GPC_NOTE_ID = 'cookie-settings-gpc'

/** Global Privacy Control (`navigator.globalPrivacyControl`): the browser asks sites not to track or sell data. */
function sendsGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

/** A purpose's title, description and switch label in the page's language. */
function sectionText(key: SectionKey, text: IslandText): { title: string; description: string; allow: string } {
  return key === 'necessary'
    ? { title: text.necessaryCookies, description: text.necessaryCookiesText, allow: text.allowNecessaryCookies }
    : { title: text.analyticsCookies, description: text.analyticsCookiesText, allow: text.allowAnalyticsCookies }
}

interface CookieSettingsProps {
  onClose: () => void
}

/**
 * The cookie settings, open while mounted: the browser renders them when asked for (their words
 * are the page's interface text), so the page's HTML does not carry a closed dialog. One accordion
 * section per purpose; saving stores the choices in the consent cookie.
 */
export function CookieSettings({ onClose }: CookieSettingsProps) {
  const text = useIslandText()
  const [expanded, setExpanded] = useState<SectionKey | null>(null)
  const [analytics, setAnalytics] = useState(() => readCookieConsent(document.cookie).analytics)
  const [globalPrivacyControl] = useState(sendsGlobalPrivacyControl)

  const save = () => {
    document.cookie = cookieConsentString({ analytics }, location.protocol)
    dispatchSiteEvent('site:consent-changed', { analytics })
    onClose()
    showToast(text.cookiesSaved)
  }

  return (
    <Modal isOpen onClose={onClose} isSmall labelledBy={TITLE_ID} className="cookie-settings">
      <h2 id={TITLE_ID} className="cookie-settings__title">
        {text.cookieSettings}
      </h2>
      {SECTIONS.map((key) => {
        const section = sectionText(key, text)
        const open = expanded === key
        const panelId = `cookie-section-${key}`
        const switchId = `cookie-switch-${key}`
        return (
          <section key={key} className="cookie-settings__section">
            <div className="cookie-settings__row">
              <button
                type="button"
                className="cookie-settings__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setExpanded(open ? null : key)}
              >
                <Icon name="chevron-down" size="small" />
                <span>{section.title}</span>
              </button>
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                className="cookie-settings__switch"
                aria-label={section.allow}
                aria-describedby={key === 'analytics' && globalPrivacyControl ? GPC_NOTE_ID : undefined}
                checked={key === 'necessary' || analytics}
                disabled={key === 'necessary'}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
            </div>
            <p id={panelId} className="cookie-settings__description" hidden={!open}>
              {section.description}
            </p>
            {key === 'analytics' && globalPrivacyControl ? (
              <p id={GPC_NOTE_ID} className="cookie-settings__note">
                {text.globalPrivacyControlNote}
              </p>
            ) : null}
          </section>
        )
      })}
      <button type="button" className="btn btn--orange cookie-settings__save" onClick={save}>
        {text.saveSettings}
      </button>
    </Modal>
  )
}
