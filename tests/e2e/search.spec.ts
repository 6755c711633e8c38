import { expect, type Page } from '@playwright/test'
import { axeViolations, layoutProblems } from '../support/pageChecks'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

/** Pages loaded and looked at, on the worker's kept page; what needs a page of its own (a driven clock, routes, scripts, test.use) takes one. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

// Search as a visitor uses it, against the demo content: the header's field with its suggestions
// (keyboard and mouse), the phone menu's field, the search page without JavaScript, results in
// Latin, Cyrillic and Greek script, and a query that finds nothing.

const isPhone = () => test.info().project.name === 'phone'

/**
 * The header's search panel opened with its button (`name` in the page's language), and its field:
 * with the mouse, or from the keyboard (focus reaching the button loads the island; Enter opens it).
 */
async function headerField(page: Page, name: string, by: 'mouse' | 'keyboard' = 'mouse') {
  const header = page.locator('header.site-header')
  const button = header.getByRole('button', { name })
  if (by === 'mouse') await button.click()
  else {
    await button.focus()
    await expect(header.locator('island-root[data-hydrated] .header-search')).toHaveCount(1)
    await page.keyboard.press('Enter')
  }
  const field = header.getByRole('combobox', { name })
  await expect(field).toBeFocused()
  return field
}

/** The search field a visitor of this viewport uses: the header's on a wide screen, the phone menu's on a phone. */
async function searchField(page: Page) {
  if (!isPhone()) return headerField(page, 'Search', 'keyboard')
  await page.locator('header.site-header').getByRole('button', { name: 'Menu' }).click()
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search' })
}

test('the keyboard: type, choose a suggestion with the arrows and Enter, or Enter for every result', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/')
  const field = await searchField(page)
  await field.focus()
  await page.keyboard.type('cabotag')
  if (isPhone()) {
    // The phone menu's field is a form: Enter leads to the search page.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=cabotag$/)
    await expect(page.locator('.search-result__title').first()).toHaveText('Cabotage')
    await page.locator('.search-result__title a').first().click()
    await expect(page).toHaveURL(/\/glossary\/cabotage$/)
    return
  }
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(suggestions.getByRole('option').first()).toHaveText('Cabotage')
  await expect(suggestions.getByRole('option').last()).toHaveText('All results for “cabotag”')
  await page.keyboard.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/glossary\/cabotage$/)

  // Enter without a chosen suggestion: the search page, with the query in its field.
  await page.goto('/de')
  await headerField(page, 'Suche', 'keyboard')
  await page.keyboard.type('Fahrermangl')
  await expect(page.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option').first()).toHaveText('Praxisleitfaden: Der Fahrermangel')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox', { name: 'Vorschläge' })).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de\/search\?q=Fahrermangl$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „Fahrermangl“')
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Suche' })).toHaveValue('Fahrermangl')
})

test('the mouse: a click on a suggestion opens it', async ({ page }) => {
  await page.goto('/fr')
  const field = await headerField(page, 'Recherche')
  await field.pressSequentially('penurie')
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Guide pratique : la pénurie de conducteurs' })
  await option.click()
  await expect(page).toHaveURL(/\/fr\/blog\/guide-pratique-la-penurie-de-conducteurs$/)
})

testOnOwnPage.describe('without JavaScript', () => {
  testOnOwnPage.use({ javaScriptEnabled: false })

  testOnOwnPage(
    'the header’s form leads to the search page: results with their kind, date and the matched words marked, paged',
    { tag: '@viewport' },
    async ({ page }) => {
      await page.goto('/search?q=shippers')
      const field = page.getByRole('main').getByRole('searchbox', { name: 'Search' })
      await field.fill('what shippers need')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=what\+shippers\+need$/)
      await expect(page.locator('.list__count')).toHaveText(/^\d+ results$/)
      const first = page.locator('.search-result').first()
      await expect(first.locator('.search-result__meta')).toContainText('Blog')
      await expect(first.locator('mark')).toContainText(['shippers'], { ignoreCase: true })
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\/search\?q=what\+shippers\+need&page=2$/)
      await expect(page.locator('.search-result')).not.toHaveCount(0)
    },
  )

  testOnOwnPage('nothing found: a spelling the site uses, and the sections to browse', async ({ page }) => {
    await page.goto('/search?q=cabotagge+zzqx')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “cabotagge zzqx”')
    await expect(page.locator('.empty-state')).toContainText('Nothing found for “cabotagge zzqx”.')
    await page.locator('.search-page__suggestion a').click()
    await expect(page).toHaveURL(/\/search\?q=cabotage/)
  })
})

test('Cyrillic and Greek: press items found in Russian and Greek, with and without accents', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/ru/search?q=перевозчиков')
  await expect(page.locator('.search-result__title').first()).toHaveText('Freight Demo: 1000 новых перевозчиков в Прибалтике')
  await page.goto('/el/search?q=μεταφορεις')
  await expect(page.locator('.search-result__title')).toContainText(['Το Freight Demo καλωσορίζει 500 νέους μεταφορείς στην Ελλάδα'])
})

test('the search page and the open suggestions: no axe violations, nothing overflows', { tag: '@viewport' }, async ({ page }) => {
  await page.goto('/search?q=freight')
  expect(await axeViolations(page)).toEqual([])
  expect(await layoutProblems(page)).toEqual([])
  if (isPhone()) return
  await (await headerField(page, 'Search')).pressSequentially('truck')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
