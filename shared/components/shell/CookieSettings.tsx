import { useEffect, useState } from 'react'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { cookieConsentString, readCookieConsent } from './cookieConsent'
import { dispatchSiteEvent, showToast } from './siteEvents'

interface Section {
  key: 'necessary' | 'analytics'
  title: string
  description: string
}

const SECTIONS: Section[] = [
  {
    key: 'necessary',
    title: 'Strictly necessary',
    description: 'Needed for the site to work: your language and these cookie choices. They cannot be switched off.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    description: 'Anonymous statistics about how the site is used, so we can improve it. Off unless you allow it.',
  },
]
const TITLE_ID = 'cookie-settings-title'
const SAVED_MESSAGE = 'Your cookie settings have been saved.'
const GPC_NOTE_ID = 'cookie-settings-gpc'
const GPC_NOTE = 'Your browser sends Global Privacy Control, a request not to be tracked, so analytics starts switched off. You can still allow it here.'

/** Global Privacy Control (`navigator.globalPrivacyControl`): the browser asks sites not to track or sell data. */
function sendsGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

interface CookieSettingsProps {
  isOpen: boolean
  onClose: () => void
}

/** The cookie settings: one accordion section per purpose; saving stores the choices in the consent cookie. */
export function CookieSettings({ isOpen, onClose }: CookieSettingsProps) {
  const [expanded, setExpanded] = useState<Section['key'] | null>(null)
  const [analytics, setAnalytics] = useState(false)
  const [globalPrivacyControl, setGlobalPrivacyControl] = useState(false)

  useEffect(() => {
    if (!isOpen) return
    setAnalytics(readCookieConsent(document.cookie).analytics)
    setGlobalPrivacyControl(sendsGlobalPrivacyControl())
  }, [isOpen])

  const save = () => {
    document.cookie = cookieConsentString({ analytics })
    dispatchSiteEvent('site:consent-changed', { analytics })
    onClose()
    showToast(SAVED_MESSAGE)
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} isSmall labelledBy={TITLE_ID} className="cookie-settings">
      <h2 id={TITLE_ID} className="cookie-settings__title">
        Cookie settings
      </h2>
      {SECTIONS.map((section) => {
        const open = expanded === section.key
        const panelId = `cookie-section-${section.key}`
        const switchId = `cookie-switch-${section.key}`
        return (
          <section key={section.key} className="cookie-settings__section">
            <div className="cookie-settings__row">
              <button type="button" className="cookie-settings__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setExpanded(open ? null : section.key)}>
                <Icon name="chevron-down" size="small" />
                <span>{section.title}</span>
              </button>
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                className="cookie-settings__switch"
                aria-label={`Allow ${section.title.toLowerCase()} cookies`}
                aria-describedby={section.key === 'analytics' && globalPrivacyControl ? GPC_NOTE_ID : undefined}
                checked={section.key === 'necessary' || analytics}
                disabled={section.key === 'necessary'}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
            </div>
            <p id={panelId} className="cookie-settings__description" hidden={!open}>
              {section.description}
            </p>
            {section.key === 'analytics' && globalPrivacyControl ? (
              <p id={GPC_NOTE_ID} className="cookie-settings__note">
                {GPC_NOTE}
              </p>
            ) : null}
          </section>
        )
      })}
      <button type="button" className="btn btn--orange cookie-settings__save" onClick={save}>
        Save settings
      </button>
    </Modal>
  )
}
