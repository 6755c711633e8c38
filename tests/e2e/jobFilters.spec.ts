import { expect, type Locator, type Page } from '@playwright/test'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// The open positions' filters in a browser, against the demo content: keyboard use,
// chips, the spec's texts, the address as the state, history, the form without JavaScript, axe.

const LIST = '/open-positions'
const NO_MATCH = 'No elements found. Consider changing the search query.'

/** The page once the filters' island has hydrated: the native form is still there. */
async function hydrated(page: Page, path = LIST): Promise<void> {
  await page.goto(path)
  await expect(page.locator('island-root[data-hydrated] .job-filters')).toHaveCount(1)
}

/** A visitor reaches for the filters (a touch, or the pointer over them): the island loads the combobox fields and swaps them in. */
async function reachFor(page: Page): Promise<void> {
  const count = page.locator('.job-filters__count')
  // A phone's visitor touches the filters; a desktop's pointer goes over them.
  if (test.info().project.use.hasTouch) await count.tap()
  else await count.hover()
  await expect(page.locator('.job-filters .combobox--multi')).toHaveCount(2)
  // Off the form again: a list opening under a resting pointer would take its highlight.
  await page.mouse.move(0, 0)
}

/** The filters with their combobox fields. */
async function filters(page: Page, path = LIST): Promise<void> {
  await hydrated(page, path)
  await reachFor(page)
}

/** Holds the combobox fields' chunk until the returned function releases it. */
async function holdFieldsChunk(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/chunks/JobFilterFields-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Types into a filter field and, once its list shows the first match highlighted (as a visitor sees it before pressing Enter), chooses it with Enter. */
async function typeAndChoose(page: Page, field: string, typed: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(typed)
  const first = page.getByRole('listbox', { name: field }).getByRole('option').first()
  await expect(first).toContainText(new RegExp(typed, 'i'))
  await expect(first).toHaveClass(/combobox__option--highlighted/)
  await page.keyboard.press('Enter')
}

function openings(page: Page): Locator {
  return page.locator('section.job')
}

function shown(page: Page): Locator {
  return page.locator('section.job:not([hidden])')
}

/** Every shown opening has this fact (its department, location or type), and the count says how many are shown. */
async function expectEveryShown(page: Page, fact: string): Promise<number> {
  const count = await shown(page).count()
  expect(count).toBeGreaterThan(0)
  for (const section of await shown(page).all()) await expect(section.locator('.job__facts')).toContainText(fact)
  await expect(page.locator('.job-filters__count')).toHaveText(`${count} open position${count === 1 ? '' : 's'}`)
  return count
}

/** Tabs until the focus is on (or, with `inside`, within) the element, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { inside = false } = {}): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const reached = await target.evaluateAll(
      (elements, within) => elements.some((element) => (within ? element.contains(document.activeElement) : element === document.activeElement)),
      inside,
    )
    if (reached) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached the element with Tab')
}

function chips(page: Page, label: string): Locator {
  return page
    .locator('.combobox--multi')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.combobox__chip')
}

test.describe('open positions filters', () => {
  test('filter by keyboard only: department, location and employment type, the address following', async ({ page }) => {
    await hydrated(page)
    const total = await openings(page).count()
    await expect(shown(page)).toHaveCount(total)

    // Tabbing into the native form loads the combobox fields; the focus stays in the field it entered.
    const department = page.getByRole('combobox', { name: 'Department' })
    await page.locator('h1').focus()
    await tabTo(page, page.locator('.job-filters'), { inside: true })
    await expect(department).toBeFocused()
    await page.keyboard.type('sal')
    await expect(page.getByRole('listbox', { name: 'Department' }).getByRole('option')).toHaveText([/^Sales/])
    await page.keyboard.press('Enter')
    await expect(chips(page, 'Department')).toHaveText([/Sales/])
    await page.keyboard.press('Escape')
    await expect(department).toHaveAttribute('aria-expanded', 'false')
    await expect(page).toHaveURL(`${LIST}?department=sales`)
    const sales = await expectEveryShown(page, 'Sales')
    expect(sales).toBeLessThan(total)

    await page.keyboard.type('Enginee')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(`${LIST}?department=engineering&department=sales`)

    const type = page.getByRole('combobox', { name: 'Employment type' })
    await tabTo(page, type)
    await page.keyboard.press('ArrowDown')
    await expect(type).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await expect(type).toHaveText(/Part-time/)
    await expect(page).toHaveURL(`${LIST}?department=engineering&department=sales&type=PART_TIME`)
    await expectEveryShown(page, 'Part-time')

    const location = page.getByRole('combobox', { name: 'Location' })
    await page.keyboard.down('Shift')
    await tabTo(page, location)
    await page.keyboard.up('Shift')
    await page.keyboard.type('amster')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${LIST}?department=engineering&department=sales&location=amsterdam&type=PART_TIME`)
    await expectEveryShown(page, 'Amsterdam')
  })

  test('Backspace in the empty search removes the last chip; a chip’s button removes its own', async ({ page }) => {
    await filters(page, `${LIST}?department=engineering&department=sales&location=berlin`)
    await expect(chips(page, 'Department')).toHaveText([/Engineering/, /Sales/])
    await page.getByRole('combobox', { name: 'Department' }).focus()
    await page.keyboard.press('Backspace')
    await expect(chips(page, 'Department')).toHaveText([/Engineering/])
    await expect(page).toHaveURL(`${LIST}?department=engineering&location=berlin`)
    await page.getByRole('button', { name: 'Remove Berlin' }).click()
    await expect(chips(page, 'Location')).toHaveCount(0)
    await expect(page).toHaveURL(`${LIST}?department=engineering`)
    await expectEveryShown(page, 'Engineering')
  })

  test('typing after a choice keeps every character', async ({ page }) => {
    await filters(page)
    const department = page.getByRole('combobox', { name: 'Department' })
    await department.click()
    await page.getByRole('listbox', { name: 'Department' }).getByRole('option', { name: /Sales/ }).click()
    await expect(chips(page, 'Department')).toHaveText([/Sales/])
    await department.pressSequentially('eng')
    await expect(department).toHaveValue('eng')
    await expect(page.getByRole('listbox', { name: 'Department' }).getByRole('option').first()).toContainText('Engineering')
  })

  testOnOwnPage('one click on a disclosure before the combobox fields are here opens that field’s list', { tag: '@viewport' }, async ({ page }) => {
    // The fields' chunk is held until the click has landed: the pointer passing over the form
    // asks for it, and on a fast machine it would otherwise replace the disclosure before the click.
    const release = await holdFieldsChunk(page)
    await hydrated(page)
    const summary = page.locator('[data-field="department"] summary')
    if (test.info().project.use.hasTouch) await summary.tap()
    else await summary.click()
    release()
    await expect(page.getByRole('listbox', { name: 'Department' }).getByRole('option').first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Department' })).toBeFocused()
  })

  testOnOwnPage('the focus passes from the native field to its combobox without resting on the page between', async ({ page }) => {
    // A Tab pressed while the focus rested on the body would start over from there. The chunk is
    // held while the focus enters the native field; then, each time the form changes, the page
    // notes where the focus is (after the change's task, before any later one).
    const release = await holdFieldsChunk(page)
    await hydrated(page)
    await page.locator('[data-field="department"] summary').focus()
    await page.evaluate(() => {
      const notes: string[] = []
      Object.assign(window, { focusNotes: notes })
      new MutationObserver(() => notes.push(document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? 'none')).observe(
        document.querySelector('.job-filters')!,
        { childList: true, subtree: true },
      )
    })
    release()
    const department = page.getByRole('combobox', { name: 'Department' })
    await expect(department).toBeFocused()
    const notes = await page.evaluate(() => (window as unknown as { focusNotes: string[] }).focusNotes)
    expect(notes.length).toBeGreaterThan(0)
    expect(notes.filter((note) => note !== 'combobox')).toEqual([])
  })

  test('a search that matches nothing says so, in the page’s language', async ({ page }) => {
    await filters(page)
    await page.getByRole('combobox', { name: 'Location' }).fill('Atlantis')
    await expect(page.locator('.combobox__message:not(:empty)')).toHaveText(NO_MATCH)
    await expect(page.getByRole('listbox', { name: 'Location' }).getByRole('option')).toHaveCount(0)

    await filters(page, '/de/open-positions')
    await page.getByRole('combobox', { name: 'Standort' }).fill('Atlantis')
    await expect(page.locator('.combobox__message:not(:empty)')).toHaveText('Keine Elemente gefunden. Ändern Sie gegebenenfalls die Suchanfrage.')
  })

  test('the address holds the filters: a reload shows the same list, chips and count', async ({ page }) => {
    await filters(page)
    await typeAndChoose(page, 'Department', 'data')
    await page.keyboard.press('Escape')
    await page.getByRole('combobox', { name: 'Employment type' }).click()
    await page.getByRole('option', { name: /Full-time/ }).click()
    await expect(page).toHaveURL(`${LIST}?department=data&type=FULL_TIME`)
    const before = await shown(page).allTextContents()
    const count = await page.locator('.job-filters__count').textContent()

    await page.reload()
    await expect(page).toHaveURL(`${LIST}?department=data&type=FULL_TIME`)
    await expect(page.locator('island-root[data-hydrated] .job-filters')).toHaveCount(1)
    // The server rendered the same state into the native form (the chosen values as chips of its closed disclosure), and the combobox fields take it over.
    await expect(page.locator('[data-field="department"] summary .combobox__chip')).toHaveText(['Data'])
    await expect(page.getByRole('checkbox', { name: /^Data/, includeHidden: true })).toBeChecked()
    await expect(page.getByLabel('Employment type')).toHaveValue('FULL_TIME')
    expect(await shown(page).allTextContents()).toEqual(before)
    await reachFor(page)
    await expect(chips(page, 'Department')).toHaveText([/Data/])
    await expect(page.getByRole('combobox', { name: 'Employment type' })).toHaveText(/Full-time/)
    expect(await shown(page).allTextContents()).toEqual(before)
    await expect(page.locator('.job-filters__count')).toHaveText(count ?? '')

    await page.getByRole('link', { name: 'Reset filters' }).click()
    await expect(page).toHaveURL(LIST)
    await expect(shown(page)).toHaveCount(await openings(page).count())
    await expect(chips(page, 'Department')).toHaveCount(0)
  })

  test('back and forward restore the filtered list', async ({ page }) => {
    await filters(page)
    await typeAndChoose(page, 'Location', 'hamb')
    await expect(page).toHaveURL(`${LIST}?location=hamburg`)
    await page.keyboard.press('Escape')
    const hamburg = await shown(page).count()

    await page.goto('/contact')
    await page.goBack()
    await expect(page).toHaveURL(`${LIST}?location=hamburg`)
    await expect(shown(page)).toHaveCount(hamburg)
    await reachFor(page)
    await expect(chips(page, 'Location')).toHaveText([/Hamburg/])
    await expectEveryShown(page, 'Hamburg')

    await page.goForward()
    await expect(page).toHaveURL('/contact')
    await page.goBack()
    await expect(page).toHaveURL(`${LIST}?location=hamburg`)
    await expect(shown(page)).toHaveCount(hamburg)

    // An opening's anchor adds a history entry on the same page; back returns to the same filters.
    const first = shown(page).first()
    const id = await first.getAttribute('id')
    await page.evaluate((hash) => (window.location.hash = hash), `#${id}`)
    await page.goBack()
    await expect(page).toHaveURL(`${LIST}?location=hamburg`)
    await expect(shown(page)).toHaveCount(hamburg)
  })

  test('each filter change is a history entry: back walks the changes back, the filters shown following', { tag: '@viewport' }, async ({ page }) => {
    await page.goto('/contact')
    await filters(page)
    const total = await openings(page).count()
    const choose = async (field: string, typed: string, query: string) => {
      await typeAndChoose(page, field, typed)
      await page.keyboard.press('Escape')
      await expect(page).toHaveURL(`${LIST}${query}`)
    }
    await choose('Location', 'berl', '?location=berlin')
    const berlin = await shown(page).count()
    await choose('Department', 'engin', '?department=engineering&location=berlin')
    const engineering = await shown(page).count()
    await choose('Department', 'operat', '?department=engineering&department=operations&location=berlin')
    expect(await shown(page).count()).toBeGreaterThan(engineering)

    await page.goBack()
    await expect(page).toHaveURL(`${LIST}?department=engineering&location=berlin`)
    await expect(chips(page, 'Department')).toHaveText([/Engineering/])
    await expect(shown(page)).toHaveCount(engineering)
    await page.goBack()
    await expect(page).toHaveURL(`${LIST}?location=berlin`)
    await expect(chips(page, 'Department')).toHaveCount(0)
    await expect(chips(page, 'Location')).toHaveText([/Berlin/])
    await expect(shown(page)).toHaveCount(berlin)
    await expectEveryShown(page, 'Berlin')
    await page.goBack()
    await expect(page).toHaveURL(LIST)
    await expect(chips(page, 'Location')).toHaveCount(0)
    await expect(shown(page)).toHaveCount(total)
    // One more Back leaves the list for the page before it; forward comes back to the first change.
    await page.goBack()
    await expect(page).toHaveURL('/contact')
    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(`${LIST}?location=berlin`)
    await expect(shown(page)).toHaveCount(berlin)
  })

  test('the language switch carries the filters set on the page, said in the chosen language', async ({ page }) => {
    await filters(page)
    await typeAndChoose(page, 'Location', 'warsa')
    await page.keyboard.press('Escape')
    await typeAndChoose(page, 'Department', 'sal')
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(`${LIST}?department=sales&location=warsaw`)
    const count = await shown(page).count()

    const footer = page.locator('footer')
    await footer.getByRole('button', { name: 'Language: English' }).click()
    await footer.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(`/de${LIST}?department=vertrieb&location=warschau`)
    await expect(shown(page)).toHaveCount(count)
  })

  test('an empty result shows the empty text, the reset link and the unsolicited application link', async ({ page }) => {
    await filters(page, `${LIST}?department=design&location=berlin`)
    await expect(shown(page)).toHaveCount(0)
    const empty = page.locator('.empty-state')
    await expect(empty).toContainText('No open positions match these filters.')
    await expect(empty.getByRole('link', { name: 'Send us an unsolicited application' })).toHaveAttribute('href', '/apply')
    await empty.getByRole('link', { name: 'Reset filters' }).click()
    await expect(page).toHaveURL(LIST)
    await expect(empty).toHaveCount(0)
  })

  test('a department name over 100 characters goes above its count in the open list', { tag: '@viewport' }, async ({ page }) => {
    await filters(page)
    await page.getByRole('combobox', { name: 'Department' }).focus()
    await page.keyboard.press('ArrowDown')
    const list = page.getByRole('listbox', { name: 'Department' })
    await expect(list).toBeVisible()
    const long = list.locator('.combobox__option--label-above')
    await expect(long).toHaveCount(1)
    const [label, count] = [await long.locator('.combobox__option-label').boundingBox(), await long.locator('.combobox__count').boundingBox()]
    expect(label && count && label.y + label.height <= count.y + 1).toBe(true)
    const short = list.locator('.combobox__option--label-beside').first()
    const [shortLabel, shortCount] = [await short.locator('.combobox__option-label').boundingBox(), await short.locator('.combobox__count').boundingBox()]
    expect(shortLabel && shortCount && shortCount.x >= shortLabel.x + shortLabel.width - 1).toBe(true)
  })
})

testOnOwnPage.describe('open positions filters without JavaScript', () => {
  testOnOwnPage.use({ javaScriptEnabled: false })

  testOnOwnPage('a plain form: checkbox groups in disclosures, a native select and a submit button', async ({ page }) => {
    await page.goto(LIST)
    const total = await openings(page).count()
    const form = page.getByRole('form', { name: 'Filter open positions' })
    await form.locator('summary', { hasText: 'Department' }).click()
    await form.getByRole('checkbox', { name: /^Sales/ }).check()
    await form.getByRole('checkbox', { name: /^Engineering/ }).check()
    await form.getByLabel('Employment type').selectOption('FULL_TIME')
    await form.getByRole('button', { name: 'Show positions' }).click()
    // The form sends the boxes in name order; one 301 leads to the normal address.
    await expect(page).toHaveURL(`${LIST}?department=engineering&department=sales&type=FULL_TIME`)
    const count = await shown(page).count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(total)
    await expect(page.locator('.job-filters__count')).toHaveText(`${count} open positions`)
    for (const section of await shown(page).all()) await expect(section.locator('.job__facts')).toContainText('Full-time')
    // The disclosure stays closed; its summary shows what is chosen, and opening it shows the ticked boxes.
    const department = form.locator('summary', { hasText: 'Department' })
    await expect(department.locator('.combobox__chip')).toHaveText(['Engineering', 'Sales'])
    await department.click()
    await expect(form.getByRole('checkbox', { name: /^Sales/ })).toBeChecked()

    await page.getByRole('link', { name: 'Reset filters' }).first().click()
    await expect(page).toHaveURL(LIST)
    await expect(shown(page)).toHaveCount(total)
  })

  testOnOwnPage('a department name over 100 characters sits above its checkbox', { tag: '@viewport' }, async ({ page }) => {
    await page.goto(LIST)
    await page.locator('summary', { hasText: 'Department' }).click()
    const long = page.locator('.native-multi__option--label-above')
    await expect(long).toHaveCount(1)
    const label = await long.locator('.native-multi__label').boundingBox()
    const box = await long.locator('input').boundingBox()
    expect(label && box && label.y + label.height <= box.y + 1).toBe(true)
    const short = page.locator('.native-multi__option--label-beside').first()
    const shortLabel = await short.locator('.native-multi__label').boundingBox()
    const shortBox = await short.locator('input').boundingBox()
    expect(shortLabel && shortBox && shortLabel.x >= shortBox.x + shortBox.width).toBe(true)
  })
})
