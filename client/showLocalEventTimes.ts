import { formatLocalEventTime } from '../shared/templates/formatEventTime'

/**
 * An event's time in the visitor's own zone, beside the Berlin time the cached page names: each
 * `[data-event-start][data-event-end]` element (rendered `hidden`, with its label and an empty
 * `<time>`) is filled and shown, unless the visitor's zone reads as Berlin's. Without JavaScript
 * the Berlin time stands alone.
 */
export function showLocalEventTimes(): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-event-start][data-event-end]')
  if (elements.length === 0) return
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const language = document.documentElement.lang
  for (const element of elements) {
    const { eventStart = '', eventEnd = '' } = element.dataset
    if (Number.isNaN(Date.parse(eventStart)) || Number.isNaN(Date.parse(eventEnd))) continue
    const local = formatLocalEventTime(eventStart, eventEnd, language, timeZone)
    const time = element.querySelector('time')
    if (!local || !time) continue
    time.textContent = local
    element.hidden = false
  }
}
