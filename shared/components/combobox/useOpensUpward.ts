import { useCallback, useRef, useState } from 'react'
import { OPEN_UPWARD_BELOW_PX } from './comboboxDefaults'

/**
 * Where a list opens: `measure()` (called as the list opens) checks the room below the element
 * `ref` points at; with less than OPEN_UPWARD_BELOW_PX the list opens upward.
 */
export function useOpensUpward<E extends HTMLElement>() {
  const ref = useRef<E | null>(null)
  const [upward, setUpward] = useState(false)
  const measure = useCallback(() => {
    const element = ref.current
    if (element) setUpward(window.innerHeight - element.getBoundingClientRect().bottom < OPEN_UPWARD_BELOW_PX)
  }, [])
  return { ref, upward, measure }
}
