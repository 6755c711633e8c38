import { expect, type Page } from '@playwright/test'
import { countText } from '../../shared/i18n/countText'
import type { Language } from '../../shared/i18n/languages'
import { CATALOGUE } from '../../shared/i18n/messages/catalogue'
import type { Messages } from '../../shared/i18n/messages/Messages'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { testWithPagePerWorker } from '../support/pagePerWorker'

// Pages loaded and read: one page per worker, whose caches carry over (tests/support/pagePerWorker.ts).
const test = testWithPagePerWorker()

/** Every interface string of a language's catalogue, as written (plain strings; functions and plural forms left aside). */
function strings(messages: Messages): Set<string> {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value)
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(messages)
  return found
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const english = strings(CATALOGUE.en)
/** The languages besides English the demo space has pages in: a language without content has no page to look at. */
const languages: readonly Language[] = [...new Set([...demoSpace.siteLanguages, ...demoSpace.pressLanguages])].filter((language) => language !== 'en')
/** The languages besides English whose demo space has open positions (the list exists only with openings). */
const WITH_OPENINGS: readonly Language[] = ['de', 'fr']
/** A gated report in each language that has reports besides English (the demo space's reports are in en, de and fr). */
const GATED_REPORTS: Partial<Record<Language, string>> = {
  de: '/de/reports/europaeischer-strassengueterverkehrsindex-q1-2023',
  fr: '/fr/reports/indice-europeen-du-transport-routier-t1-2023',
}

/** The catalogue's English strings a page in `language` shows: all its text (hidden text for screen readers too) and the labels of its controls. */
async function englishShown(page: Page, language: Language): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [title], img[alt]')).flatMap((element) =>
      ['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    )
    // Text, not data: the islands' JSON props are in scripts.
    const body = document.body.cloneNode(true) as HTMLElement
    body.querySelectorAll('script').forEach((script) => script.remove())
    return [body.textContent ?? '', ...labels].join('\n')
  })
  const own = [...strings(CATALOGUE[language])]
  const wholeWords = (text: string) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u')
  // Words the language shares with English (Blog, Menu, the Dutch "Download") are its own words too.
  const foreign = [...english].filter((text) => !text.includes('{') && !own.some((ownText) => wholeWords(text).test(ownText)))
  return foreign.filter((text) => wholeWords(text).test(shown))
}

test.describe('interface text in every language', () => {
  for (const language of languages) {
    test(`/${language} shows no English interface words`, async ({ page }) => {
      await page.goto(`/${language}`)
      await page.waitForLoadState('load')
      expect(await englishShown(page, language)).toEqual([])
      await expect(page.locator('.skip-link')).toHaveText(CATALOGUE[language].island.skipToContent)
    })
  }

  for (const [language, path] of Object.entries(GATED_REPORTS) as [Language, string][]) {
    test(`the ${language} report form, its errors and its phone picker show no English interface words`, async ({ page }) => {
      const text = CATALOGUE[language].reportForm
      await page.goto(path)
      const open = page.locator('.report-gate__open')
      await open.click()
      const dialog = page.getByRole('dialog', { name: text.title })
      await expect(dialog.getByLabel(text.first_name_label)).toBeVisible()
      await dialog.getByRole('button', { name: text.submit_label }).click()
      await expect(dialog.getByRole('alert')).toContainText(text.summary_error)
      await expect(dialog.getByText(text.required_error).first()).toBeVisible()
      await dialog.getByRole('combobox', { name: text.country_label }).click()
      await expect(dialog.getByRole('listbox')).toBeVisible()
      expect(await englishShown(page, language)).toEqual([])
    })
  }

  for (const language of WITH_OPENINGS) {
    test(`/${language}/open-positions: the filters, their count and a search without match show no English interface words`, async ({ page }) => {
      const text = CATALOGUE[language].templates
      await page.goto(`/${language}/open-positions`)
      await expect(page.locator('island-root[data-hydrated] .job-filters')).toHaveCount(1)
      // Reaching for the filters loads their combobox fields.
      if (test.info().project.use.hasTouch) await page.locator('.job-filters__count').tap()
      else await page.locator('.job-filters__count').hover()
      await expect(page.locator('.job-filters .combobox--multi')).toHaveCount(2)
      await page.getByRole('combobox', { name: text.location }).fill('Atlantis')
      await expect(page.locator('.combobox__message:not(:empty)')).toHaveText(text.jobFilters.combobox.noMatchText)
      const openings = await page.locator('section.job:not([hidden])').count()
      await expect(page.locator('.job-filters__count')).toHaveText(countText(text.jobFilters.count, openings, language))
      expect(await englishShown(page, language)).toEqual([])
    })
  }

  test('the English home page shows the English words the others must not', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.skip-link')).toHaveText(CATALOGUE.en.island.skipToContent)
    await expect(page.locator('.site-header__menu-button .visually-hidden')).toHaveText(CATALOGUE.en.island.menu)
  })

  test('press-only languages are in the switch on every page: their page where it exists, else their home', async ({ page }) => {
    const russian = page.locator('#footer-languages a[hreflang="ru"]')
    await page.goto('/press')
    await expect(russian).toHaveAttribute('href', '/ru/press?set-language=ru')
    await page.goto('/about')
    await expect(russian).toHaveAttribute('href', '/ru?set-language=ru#no-translation')
  })
})
