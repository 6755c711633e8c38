import { use, useEffect, useState } from 'react'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { useIslandText } from '../../i18n/IslandTextContext'
import type { StartModalKind } from '../../links/resolveLink'
import type { StartModalBlok } from '../../settings/SiteSettings'
import { CtaBox } from '../ui/CtaBox'
import { Modal } from '../ui/Modal'
import { SectionHead } from '../ui/SectionHead'
import { OPEN_MODAL_ATTRIBUTE, onSiteEvent, openStartModal, reportAnalytics } from './siteEvents'

interface StartModalsProps {
  signup: StartModalBlok | null
  login: StartModalBlok | null
}

/** Analytics event of a start modal opening, with `modal`: `signup` or `login`. */
const START_MODAL_EVENT = 'Start modal opened'

function isStartModalKind(value: string | null): value is StartModalKind {
  return value === 'signup' || value === 'login'
}

/**
 * The signup and login start modals. They open on the `site:open-modal` event and on a click
 * on any element with `data-open-modal` anywhere on the page; opening one closes the other.
 */
export function StartModals({ signup, login }: StartModalsProps) {
  const markers = use(BlokMarkersContext)
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
    const head = content.head?.[0]
    const titleId = `start-modal-${kind}-title`
    const close = () => setOpen((current) => (current === kind ? null : current))
    return (
      <Modal
        key={kind}
        isOpen={open === kind}
        onClose={close}
        labelledBy={head?.title ? titleId : undefined}
        label={kind === 'signup' ? text.signUp : text.logIn}
        className="start-modal"
      >
        {head ? <SectionHead {...head} titleId={titleId} markers={markers(head)} /> : null}
        <ul className="start-modal__items" {...markers(content)}>
          {(content.items ?? []).map((item) => (
            // A click anywhere on a card (its links included) closes the modal.
            <li key={item._uid} className="start-modal__item" onClick={close} {...markers(item)}>
              <CtaBox title={item.title} text={item.text} links={item.links} image={item.image} />
            </li>
          ))}
        </ul>
      </Modal>
    )
  })
}
