import { useEffect, useState, type MouseEvent as ReactMouseEvent } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import type { StartModalKind } from '../../links/resolveLink'
import { Modal } from '../ui/Modal'
import { OPEN_MODAL_ATTRIBUTE, onSiteEvent, openStartModal, reportAnalytics } from './siteEvents'
// The ids alone, not the server-side view (its cards' components would join the island's chunks).
import { START_MODAL_CARD_CLASS, startModalId, startModalTitleId } from './startModalIds'
import type { StartModalView } from './startModalView'

interface StartModalsProps {
  signup: StartModalView | null
  login: StartModalView | null
}

/** Analytics event of a start modal opening, with `modal`: `signup` or `login`. */
const START_MODAL_EVENT = 'Start modal opened'

function isStartModalKind(value: string | null): value is StartModalKind {
  return value === 'signup' || value === 'login'
}

/**
 * The signup and login start modals. They open on the `site:open-modal` event and on a click
 * on any element with `data-open-modal` anywhere on the page; opening one closes the other.
 * Without JavaScript those elements open them by themselves (`commandfor`, SiteLink).
 */
export function StartModals({ signup, login }: StartModalsProps) {
  const text = useIslandText()
  const [open, setOpen] = useState<StartModalKind | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(`[${OPEN_MODAL_ATTRIBUTE}]`)
      const kind = trigger?.getAttribute(OPEN_MODAL_ATTRIBUTE) ?? null
      if (!isStartModalKind(kind)) return
      event.preventDefault()
      openStartModal(kind)
    }
    document.addEventListener('click', onClick)
    const unsubscribe = onSiteEvent('site:open-modal', ({ modal }) => {
      setOpen(modal)
      reportAnalytics(START_MODAL_EVENT, { modal })
    })
    return () => {
      document.removeEventListener('click', onClick)
      unsubscribe()
    }
  }, [])

  const modals = { signup, login }
  return (['signup', 'login'] as const).map((kind) => {
    const content = modals[kind]
    if (!content) return null
    const close = () => setOpen((current) => (current === kind ? null : current))
    const closeOnCard = (event: ReactMouseEvent) => {
      if ((event.target as Element).closest(`.${START_MODAL_CARD_CLASS}`)) close()
    }
    return (
      <Modal
        key={kind}
        id={startModalId(kind)}
        isOpen={open === kind}
        onClose={close}
        labelledBy={content.titled ? startModalTitleId(kind) : undefined}
        label={kind === 'signup' ? text.signUp : text.logIn}
        className="start-modal"
      >
        {/* Clicks bubble here from the cards' links, which stay keyboard-operable themselves. */}
        <div className="start-modal__body" onClick={closeOnCard}>
          {content.body}
        </div>
      </Modal>
    )
  })
}
