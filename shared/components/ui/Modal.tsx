import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { Icon } from './Icon'

interface ModalProps {
  isOpen: boolean
  /** Asked for by the close button, Escape and a click on the backdrop. */
  onClose: () => void
  /** Defaults to true; false hides the close button and ignores Escape and the backdrop. */
  isCloseEnabled?: boolean
  /** Defaults to false: a full-size modal that locks page scroll. The small one is pinned bottom-right, max 80vh. */
  isSmall?: boolean
  /** Id of the element that names the modal. */
  labelledBy?: string
  /** The modal's name when nothing inside names it. */
  label?: string
  /** Accessible name of the close button; defaults to the language's word for close. */
  closeLabel?: string
  /** The dialog's id: with one, its close button closes it by itself too (`commandfor`), without JavaScript or before the island hydrates. */
  id?: string
  className?: string
  /** What takes the focus when it opens (a selector inside it), where it is there; else the browser's choice, the first control (the close button). */
  initialFocus?: string
  children: ReactNode
}

/** Class the body gets while a full-size modal is open (stops the page behind from scrolling). */
const BODY_LOCK_CLASS = 'overflow-hidden'
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A dialog: full-size (modal, page behind inert and not scrollable) or small (pinned
 * bottom-right, the page stays usable). Focus moves in on open, Tab cycles inside, Escape closes
 * it wherever the focus is in it (a full-size one also with the focus on the page's body), and
 * focus returns to the opener on close. A dialog the browser opened before the island hydrated (a
 * `commandfor` button) is taken over as it is: the browser gives the focus back to its opener.
 */
export function Modal({
  isOpen,
  onClose,
  isCloseEnabled = true,
  isSmall = false,
  labelledBy,
  label,
  closeLabel,
  id,
  className,
  initialFocus,
  children,
}: ModalProps) {
  const text = useIslandText()
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!isOpen || !dialog) return
    const openedByTheBrowser = dialog.open
    const opener = !openedByTheBrowser && document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!isSmall) document.body.classList.add(BODY_LOCK_CLASS)
    if (!openedByTheBrowser) {
      if (isSmall) dialog.show()
      else dialog.showModal()
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    }
    return () => {
      dialog.close()
      if (!isSmall) document.body.classList.remove(BODY_LOCK_CLASS)
      if (opener?.isConnected) opener.focus()
    }
  }, [isOpen, isSmall, initialFocus])

  // An Escape inside the dialog never becomes the browser's own close request: the dialog decides
  // below, once the controls inside had their say (a combobox's Escape closes its list only).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') event.preventDefault()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      if (isCloseEnabled) onClose()
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepFocusInside(dialogRef.current, event)
    }
  }

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current && isCloseEnabled) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={['modal', isSmall ? 'modal--small' : 'modal--full', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // The browser's close request from outside the dialog's content: Escape while the focus is
      // on the page's body (the focused element went away), or a phone's back gesture.
      onCancel={(event) => {
        event.preventDefault()
        if (isCloseEnabled) onClose()
      }}
    >
      <div className="modal__panel">
        {/* With an id, the browser's own `close` command too: it closes before the island hydrates, and without JavaScript. */}
        {isCloseEnabled ? (
          <button type="button" className="modal__close" aria-label={closeLabel ?? text.close} commandfor={id} command={id && 'close'} onClick={onClose}>
            <Icon name="close" />
          </button>
        ) : null}
        <div className="modal__content">{children}</div>
      </div>
    </dialog>
  )
}
