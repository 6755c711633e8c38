/** What counts as the visitor's next interaction. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const

let armed = false

/**
 * Reloads the page on the visitor's next pointer press or key press: once a new build is out, an
 * island not yet hydrated is loaded from the new build this way, never from chunks that may be gone.
 */
export function reloadOnNextInteraction(): void {
  if (armed) return
  armed = true
  const reload = () => location.reload()
  for (const type of INTERACTIONS) window.addEventListener(type, reload, { capture: true, once: true })
}
