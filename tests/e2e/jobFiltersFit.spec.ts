import { expect, type Locator, type Page } from '@playwright/test'
import { countText } from '../../shared/i18n/countText'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import { testWithPagePerWorker } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page. */
const test = testWithPagePerWorker()

// The open positions' filters on a phone and a desktop: nothing wider than the screen, counts
// that say what is shown, and nothing that moves or covers the next field unasked.

const LIST = '/open-positions'
/** The demo's department whose name runs over 100 characters. */
const LONG_DEPARTMENT = 'Intermodal Rail, Short-Sea and Multimodal Transport Solutions for Temperature-Controlled and Hazardous Goods'

function isPhone(): boolean {
  return Boolean(test.info().project.use.hasTouch)
}

async function hydrated(page: Page, path = LIST): Promise<void> {
  await page.goto(path)
  await expect(page.locator('island-root[data-hydrated] .job-filters')).toHaveCount(1)
}

/** A touch on a phone, the pointer over the filters on a desktop: the island swaps its combobox fields in. */
async function reachFor(page: Page): Promise<void> {
  const count = page.locator('.job-filters__count')
  if (isPhone()) await count.tap()
  else await count.hover()
  await expect(page.locator('.job-filters [role="combobox"]')).toHaveCount(3)
}

function shown(page: Page): Locator {
  return page.locator('section.job:not([hidden])')
}

/**
 * Points at an option, waits for its highlight, then clicks it, as a hand does. A bare click moves
 * the pointer and presses at once, so the highlight's render can land between press and release;
 * on a starved CI machine one such click was lost (its chip never came). Pointed at first, the
 * option has nothing left to render while it is pressed.
 */
async function pick(option: Locator): Promise<void> {
  await option.hover()
  await expect(option).toHaveClass(/combobox__option--highlighted/)
  await option.click()
}

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click()
  await pick(page.getByRole('listbox', { name: field }).getByRole('option', { name: option }))
}

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)
}

/** Each shown opening's fact under a label (its department, location, employment type). */
function shownFacts(page: Page, label: string): Promise<string[]> {
  return shown(page).evaluateAll(
    (sections, wanted) =>
      sections.map(
        (section) =>
          Array.from(section.querySelectorAll('.facts__item'))
            .find((item) => item.querySelector('dt')?.textContent === wanted)
            ?.querySelector('dd')?.textContent ?? '',
      ),
    label,
  )
}

test.describe('open positions filters fit the screen', { tag: '@viewport' }, () => {
  test('the longest department fits: its chip is cut short inside its field, with the whole name in its tooltip and its button’s name', async ({ page }) => {
    // Server-rendered (the native form's chip), before any script touched it.
    await hydrated(page, `${LIST}?department=${encodeURIComponent(LONG_DEPARTMENT)}`.replace(/%20/g, '+'))
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    // Hydrated before the pointer comes: a pointer that entered before the island ran moves again to count.
    await hydrated(page)
    await reachFor(page)
    await choose(page, 'Department', new RegExp(`^${LONG_DEPARTMENT.slice(0, 30)}`))

    const chip = page.locator('[data-field="department"] .combobox__chip')
    await expect(chip).toHaveAttribute('title', LONG_DEPARTMENT)
    const remove = page.getByRole('button', { name: `Remove ${LONG_DEPARTMENT}` })
    await expect(remove).toHaveCount(1)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    const viewport = page.viewportSize()
    const [chipBox, removeBox, field] = await Promise.all([chip.boundingBox(), remove.boundingBox(), page.locator('[data-field="department"]').boundingBox()])
    if (!chipBox || !removeBox || !field || !viewport) throw new Error('the chip is not on screen')
    expect(chipBox.x).toBeGreaterThanOrEqual(0)
    expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(viewport.width)
    // Within its own field: at 1280 px it never runs under the Location and Employment type fields.
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(field.x + field.width)
    if (!isPhone()) {
      const location = await page.locator('[data-field="location"]').boundingBox()
      expect(location && chipBox.x + chipBox.width <= location.x).toBe(true)
    }
    await remove.click()
    await expect(chip).toHaveCount(0)
  })
})

test.describe('open positions counts', { tag: '@viewport' }, () => {
  for (const [language, prefix, department] of [
    ['en', '', 'Sales'],
    ['de', '/de', 'Vertrieb'],
  ] as const) {
    test(`${language}: the one count says how many openings are shown, before and after filtering`, async ({ page }) => {
      const text = messagesFor(language).templates
      const counted = async () => {
        const visible = await shown(page).count()
        await expect(page.locator('.job-filters__count')).toHaveText(countText(text.jobFilters.count, visible, language))
        // No second count beside it (the list's head once said 15 entries, an expired opening counted).
        await expect(page.locator('main')).not.toContainText(countText(text.entries, (await page.locator('section.job').count()) + 1, language))
        await expect(page.locator('.list__count')).toHaveCount(0)
        return visible
      }
      await hydrated(page, `${prefix}${LIST}`)
      const all = await counted()
      expect(all).toBe(await page.locator('section.job').count())
      await reachFor(page)
      await choose(page, text.department, new RegExp(`^${department}`))
      await expect(shown(page)).not.toHaveCount(all)
      const filtered = await counted()
      expect(filtered).toBeGreaterThan(0)
      expect(await shownFacts(page, text.department)).toEqual(Array(filtered).fill(department))
    })
  }

  test('each filter counts its values given the other filters, in the open list and in the employment type', async ({ page }) => {
    await hydrated(page)
    await reachFor(page)
    const everywhere = await shown(page).count()
    await choose(page, 'Location', /^Berlin/)
    await page.keyboard.press('Escape')
    // Counted once the list shows the choice (a starved phone run counted it before: all 14).
    await expect(shown(page)).not.toHaveCount(everywhere)
    const inBerlin = await shown(page).count()
    const departments = await shownFacts(page, 'Department')
    await page.getByRole('combobox', { name: 'Department' }).click()
    const options = page.getByRole('listbox', { name: 'Department' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    for (const option of await options.all()) {
      const name = (await option.locator('.combobox__option-label').textContent()) ?? ''
      await expect(option.locator('.combobox__count'), name).toHaveText(String(departments.filter((department) => department === name).length))
    }
    await page.keyboard.press('Escape')
    await page.getByRole('combobox', { name: 'Employment type' }).click()
    const all = page.getByRole('listbox', { name: 'Employment type' }).getByRole('option', { name: /^All/ })
    await expect(all.locator('.combobox__count')).toHaveText(String(inBerlin))
    const fullTime = (await shownFacts(page, 'Employment type')).filter((type) => type === 'Full-time').length
    await expect(page.getByRole('option', { name: /^Full-time/ }).locator('.combobox__count')).toHaveText(String(fullTime))
  })
})

test.describe('open positions filters hold still', { tag: '@viewport' }, () => {
  for (const query of ['', '?department=engineering&department=sales&location=warsaw']) {
    test(`reaching for the filters${query ? ' of a filtered list' : ''} moves nothing, and Show positions stays`, async ({ page }) => {
      await hydrated(page, `${LIST}${query}`)
      const watched = [shown(page).first(), page.locator('[data-field="department"]'), page.locator('[data-field="type"]'), page.locator('.job-filters__apply')]
      const before = await Promise.all(watched.map((element) => element.boundingBox()))
      if (isPhone()) await page.locator('.job-filters__count').tap()
      else await page.locator('[data-field="department"]').hover()
      await expect(page.locator('.job-filters [role="combobox"]')).toHaveCount(3)
      expect(await Promise.all(watched.map((element) => element.boundingBox()))).toEqual(before)
      await expect(page.getByRole('button', { name: 'Show positions' })).toBeVisible()
    })
  }

  test('after a choice, a phone’s list closes (it would cover the next fields); a desktop’s stays open for the next choice', async ({ page }) => {
    await hydrated(page)
    await reachFor(page)
    const department = page.getByRole('combobox', { name: 'Department' })
    await choose(page, 'Department', /^Sales/)
    await expect(page.locator('[data-field="department"] .combobox__chip-label')).toHaveText(['Sales'])
    if (isPhone()) {
      await expect(department).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByRole('listbox', { name: 'Department' })).toBeHidden()
      // The next field is free to use at once.
      await page.getByRole('combobox', { name: 'Location' }).click()
      await expect(page.getByRole('listbox', { name: 'Location' })).toBeVisible()
    } else {
      await expect(department).toHaveAttribute('aria-expanded', 'true')
      await pick(page.getByRole('listbox', { name: 'Department' }).getByRole('option', { name: /^Engineering/ }))
      await expect(page.locator('[data-field="department"] .combobox__chip-label')).toHaveText(['Engineering', 'Sales'])
    }
  })

  test('Show positions, once the filters apply at once, takes the visitor to the first opening shown', async ({ page }) => {
    await hydrated(page)
    await reachFor(page)
    await choose(page, 'Department', /^Data/)
    await page.getByRole('button', { name: 'Show positions' }).click()
    const first = shown(page).first()
    await expect(first).toBeFocused()
    await expect(first).toBeInViewport()
    expect(page.url()).toMatch(/\/open-positions\?department=data$/)
  })
})
