/** A tab's name and what it shows. */
export interface TabPanel {
  label: string
  content: HTMLElement[]
}

/**
 * Tabs of a blok's form, as WAI-ARIA's tabs pattern has them: only the chosen tab's fields show,
 * the arrow keys (and Home, End) move between the tabs, Tab leaves the tab list for the fields.
 */
export function tabbedSections(name: string, panels: TabPanel[], chosen: number, onChoose: (index: number) => void, nextId: () => string): HTMLElement {
  const wrapper = document.createElement('div')
  wrapper.className = 'tabs'
  const list = document.createElement('div')
  list.setAttribute('role', 'tablist')
  list.setAttribute('aria-label', name)
  const tabs: HTMLButtonElement[] = []
  const regions: HTMLElement[] = []
  const choose = (index: number, focus: boolean) => {
    tabs.forEach((tab, at) => {
      tab.setAttribute('aria-selected', String(at === index))
      tab.tabIndex = at === index ? 0 : -1
      regions[at]!.hidden = at !== index
    })
    if (focus) tabs[index]?.focus()
    onChoose(index)
  }
  for (const [index, panel] of panels.entries()) {
    const id = nextId()
    const tab = document.createElement('button')
    tab.type = 'button'
    tab.id = `${id}-tab`
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-controls', `${id}-panel`)
    tab.textContent = panel.label
    tab.addEventListener('click', () => choose(index, false))
    const region = document.createElement('div')
    region.id = `${id}-panel`
    region.setAttribute('role', 'tabpanel')
    region.setAttribute('aria-labelledby', tab.id)
    region.append(...panel.content)
    tabs.push(tab)
    regions.push(region)
  }
  list.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement)
    const last = tabs.length - 1
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key]
    if (current < 0 || next === undefined) return
    event.preventDefault()
    choose(next > last ? 0 : next < 0 ? last : next, true)
  })
  list.append(...tabs)
  wrapper.append(list, ...regions)
  choose(Math.min(chosen, panels.length - 1), false)
  return wrapper
}
