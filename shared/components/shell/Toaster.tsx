import { useEffect, useRef, useState } from 'react'
import { useIslandText } from '../../i18n/IslandTextContext'
import { Icon } from '../ui/Icon'
import { onSiteEvent } from './siteEvents'

/** How long a toast stays. Each toast can also be closed at once. */
const TOAST_DURATION_MS = 5000

interface Toast {
  id: number
  message: string
}

/** Shows the messages of `site:toast` events in a polite live region, each for TOAST_DURATION_MS. */
export function Toaster() {
  const text = useIslandText()
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(0)

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const unsubscribe = onSiteEvent('site:toast', ({ message }) => {
      const id = nextId.current++
      setToasts((current) => [...current, { id, message }])
      const timer = setTimeout(() => {
        timers.delete(timer)
        setToasts((current) => current.filter((toast) => toast.id !== id))
      }, TOAST_DURATION_MS)
      timers.add(timer)
    })
    return () => {
      unsubscribe()
      timers.forEach(clearTimeout)
    }
  }, [])

  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={text.closeMessage}
            onClick={() => setToasts((current) => current.filter((other) => other.id !== toast.id))}
          >
            <Icon name="close" size="small" />
          </button>
        </div>
      ))}
    </div>
  )
}
