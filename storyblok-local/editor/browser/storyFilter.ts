// The editor index's script: the filter box filters the listed stories while one types (the form
// alone filters on the server). Rows keep their words in `data-words`.
import { matchesFilter } from './matchesFilter'

const input = document.getElementById('story-filter') as HTMLInputElement
const status = document.getElementById('story-count') as HTMLElement
const rows = [...document.querySelectorAll<HTMLTableRowElement>('tr[data-words]')]
const total = Number(status.dataset.total)

function filterRows(): void {
  let shown = 0
  for (const row of rows) {
    row.hidden = !matchesFilter(row.dataset.words ?? '', input.value)
    if (!row.hidden) shown++
  }
  // A folder or language with no story left is hidden with its heading.
  for (const section of document.querySelectorAll<HTMLElement>('main section')) section.hidden = !section.querySelector('tr[data-words]:not([hidden])')
  for (const link of document.querySelectorAll<HTMLAnchorElement>('nav a[href^="#"]')) {
    const item = link.parentElement as HTMLElement
    item.hidden = document.getElementById(link.hash.slice(1))?.closest('section')?.hidden ?? false
  }
  status.textContent = `${shown} of ${total} stories`
  const url = new URL(location.href)
  if (input.value) url.searchParams.set('q', input.value)
  else url.searchParams.delete('q')
  history.replaceState(null, '', url)
}

input.addEventListener('input', filterRows)
