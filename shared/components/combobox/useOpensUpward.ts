import { useLayoutEffect, useRef, useState } from 'react'
import { OPEN_UPWARD_BELOW_PX } from './comboboxDefaults'

/**
 * Where a list opens: as it opens (`isOpen` turns true), the room below the element `ref` points
 * at is measured; with less than OPEN_UPWARD_BELOW_PX the list opens upward. Measured in a layout
 * effect, so the list is never painted where it last opened: a list opened upward before, then
 * opened with room below, went up for a frame when the measure came after (downshift's
 * `onIsOpenChange`).
 */
export function useOpensUpward<E extends HTMLElement>(isOpen: boolean) {
  const ref = useRef<E | null>(null)
  const [upward, setUpward] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (isOpen && element) setUpward(window.innerHeight - element.getBoundingClientRect().bottom < OPEN_UPWARD_BELOW_PX)
  }, [isOpen])
  return { ref, upward }
}
