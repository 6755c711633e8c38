import { chromium, expect, type Locator, type Page } from '@playwright/test'
import { FULL_CHROMIUM } from '../support/chromiumBinaries'
import { testWithPagePerWorker, withPageOfItsOwn } from '../support/pagePerWorker'

// The shell around every page, against the demo content: every language's settings have an
// orange banner, dropdowns, modal CTAs and footer columns.

/** Most tests load pages and look at them, on the worker's kept page; a driven clock, routes and no JavaScript take a page of their own. */
const test = testWithPagePerWorker()
const testOnOwnPage = withPageOfItsOwn(test)

const BANNER_KEY = 'top-banner-dismissed'

/** The part of the shell `selector` names. Its island hydrates when the visitor reaches for it, so tests act on it at once, as a visitor would. */
function part(page: Page, selector: string): Locator {
  return page.locator(selector).first()
}

/** Waits until the island that contains `selector` has hydrated. */
async function hydrated(page: Page, selector: string): Promise<void> {
  await expect(page.locator('island-root[data-hydrated]').filter({ has: page.locator(selector) })).toHaveCount(1)
}

function isPhone(projectName: string): boolean {
  return projectName === 'phone'
}

test.describe('header', { tag: '@viewport' }, () => {
  test('logo links to the language home; the header is 64px wide, 48px narrow', async ({ page }, testInfo) => {
    await page.goto('/')
    await expect(page.locator('.site-header__logo')).toHaveAttribute('href', '/')
    const bar = await page.locator('.site-header__bar').boundingBox()
    expect(bar?.height).toBe(isPhone(testInfo.project.name) ? 48 : 64)
    const logo = page.locator('.site-header__logo img')
    await expect(logo).toHaveAttribute('width', '126')
    await expect(logo).toHaveAttribute('height', '32')
    await page.goto('/de')
    await expect(page.locator('.site-header__logo')).toHaveAttribute('href', '/de')
  })

  test('the skip link is the first stop and moves focus to main', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.locator('.skip-link')
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'hover navigation is for wide screens')
    await page.goto('/')
    const toggle = part(page, '.site-header').locator('.desktop-nav__toggle').first()
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await panel.locator('a').first().hover()
    await expect(panel).toBeVisible()
    await page.mouse.move(640, 600)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('a dropdown opens with Enter or Space and closes on Escape', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the dropdowns are for wide screens')
    await page.goto('/')
    const toggle = part(page, '.site-header').locator('.desktop-nav__toggle').first()
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(panel.locator('a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('the mobile menu opens full screen, locks scrolling, has accordion groups and closes with its button', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the mobile menu is for narrow screens')
    await page.goto('/')
    const menuButton = part(page, '.site-header').locator('.site-header__menu-button')
    await expect(page.locator('.desktop-nav')).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog')
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()
    await menuButton.click()
    await expect(menu).toBeVisible()
    await expect(menu).toHaveJSProperty('open', true)
    await expect(page.locator('body')).toHaveClass(/overflow-hidden/)
    const viewport = page.viewportSize()
    const box = await menu.boundingBox()
    expect(box?.width).toBe(viewport?.width)
    expect(box?.height).toBe(viewport?.height)

    const group = menu.locator('.mobile-menu__group').first()
    const sublist = page.locator(`#${await group.getAttribute('aria-controls')}`)
    await expect(sublist).toBeHidden()
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(sublist).toBeVisible()
    // The page carries the navigation once: the group's links are the desktop dropdown's, copied when the menu opened.
    const hrefs = (links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href'))
    const copied = await sublist.locator('a').evaluateAll(hrefs)
    expect(copied.length).toBeGreaterThan(1)
    expect(copied).toEqual(await page.locator('.desktop-nav__dropdown').first().locator('a').evaluateAll(hrefs))
    await expect(sublist.locator('a').first()).toBeVisible()
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'false')

    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/overflow-hidden/)
    await expect(menuButton).toBeFocused()
  })

  test('the mobile menu closes on any link click', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the mobile menu is for narrow screens')
    await page.goto('/')
    await part(page, '.site-header').locator('.site-header__menu-button').click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    // Keep the page, so what is checked is the menu closing on the click itself.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }))
    await menu.locator('.mobile-menu__list > li > a.mobile-menu__link').first().click()
    await expect(menu).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/overflow-hidden/)
  })

  test('header CTAs open the start modals instead of navigating; opening one closes the other', async ({ page }, testInfo) => {
    await page.goto('/')
    const header = part(page, '.site-header')
    if (isPhone(testInfo.project.name)) await header.locator('.site-header__menu-button').click()
    const scope = isPhone(testInfo.project.name) ? page.locator('#mobile-menu') : header.locator('.site-header__ctas')
    await scope.locator('[data-open-modal="signup"]').click()
    await expect(page.locator('#mobile-menu')).toBeHidden()
    const signup = page.getByRole('dialog', { name: 'How do you want to use Freight Demo?' })
    await expect(signup).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('body')).toHaveClass(/overflow-hidden/)

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-modal', { detail: { modal: 'login' } })))
    const login = page.getByRole('dialog', { name: 'Log in to Freight Demo' })
    await expect(login).toBeVisible()
    await expect(signup).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(login).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/overflow-hidden/)
  })

  test('a start modal traps focus, closes on Escape and gives focus back to its opener', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the header CTAs sit in the mobile menu on phones')
    await page.goto('/')
    const opener = part(page, '.site-header').locator('.site-header__ctas [data-open-modal="login"]')
    await opener.focus()
    await page.keyboard.press('Enter')
    const login = page.getByRole('dialog', { name: 'Log in to Freight Demo' })
    await expect(login).toBeVisible()
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab')
      expect(await login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(login).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('a start modal closes on its close button, the backdrop and a CTA card click', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the header CTAs sit in the mobile menu on phones')
    await page.goto('/')
    const opener = part(page, '.site-header').locator('.site-header__ctas [data-open-modal="signup"]')
    const signup = page.getByRole('dialog', { name: 'How do you want to use Freight Demo?' })

    await opener.click()
    await signup.getByRole('button', { name: 'Close' }).click()
    await expect(signup).toBeHidden()

    await opener.click()
    await expect(signup).toBeVisible()
    await page.mouse.click(10, 790)
    await expect(signup).toBeHidden()

    await opener.click()
    await signup.locator('.cta-box__text').first().click()
    await expect(signup).toBeHidden()
  })

  test('any element with data-open-modal opens a start modal (e.g. an error page CTA)', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      const trigger = document.createElement('button')
      trigger.textContent = 'Join'
      trigger.dataset.openModal = 'signup'
      document.querySelector('main')?.prepend(trigger)
    })
    await page.getByRole('button', { name: 'Join' }).click()
    await expect(page.getByRole('dialog', { name: 'How do you want to use Freight Demo?' })).toBeVisible()
  })
})

test.describe('top banner', () => {
  test('shows the rich text in the theme of the settings', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Announcement' })
    await expect(banner).toHaveClass(/top-banner--orange/)
    await expect(banner).toContainText('New: book full truckloads across Europe')
    await page.goto('/de')
    await expect(page.getByRole('region', { name: 'Ankündigung' })).toHaveClass(/top-banner--orange/)
  })

  test('dismissed with the keyboard, the focus goes on to the header, not back to the start of the page', async ({ page }) => {
    await page.goto('/')
    const dismiss = page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Dismiss announcement' })
    await dismiss.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0)
    await expect(page.locator(':focus')).not.toHaveCount(0)
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement?.closest('.site-header') !== null)).toBe(true)
  })

  testOnOwnPage('dismissed stays hidden for the rest of the calendar day and returns the next day', async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 2, 10, 9, 30))
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Announcement' })
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), BANNER_KEY)).toBe('2026-03-10')

    await page.clock.setFixedTime(new Date(2026, 2, 10, 23, 59))
    await page.reload()
    await expect(banner).toHaveCount(0)

    await page.clock.setFixedTime(new Date(2026, 2, 11, 0, 1))
    await page.reload()
    await page.waitForLoadState('load')
    await expect(banner).toBeVisible()
  })
})

test.describe('footer', { tag: '@viewport' }, () => {
  test('every bottom link opens the cookie settings instead of navigating', async ({ page }) => {
    await page.goto('/')
    const footer = part(page, '.site-footer')
    const links = footer.locator('.site-footer__bottom-links a')
    const count = await links.count()
    expect(count).toBeGreaterThan(0)
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    for (let index = 0; index < count; index++) {
      await links.nth(index).click()
      await expect(settings).toBeVisible()
      await expect(page).toHaveURL(/\/$/)
      await settings.getByRole('button', { name: 'Close' }).click()
      await expect(settings).toBeHidden()
    }
  })

  test('cookie settings: accordion sections, analytics off by default, saved in cookie_consent', async ({ page }) => {
    await page.goto('/')
    const footer = part(page, '.site-footer')
    await footer.locator('.site-footer__bottom-links a').first().click()
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(page.locator('body')).not.toHaveClass(/overflow-hidden/)
    const section = settings.getByRole('button', { name: 'Analytics' })
    const description = page.locator(`#${await section.getAttribute('aria-controls')}`)
    await expect(description).toBeHidden()
    await section.click()
    await expect(section).toHaveAttribute('aria-expanded', 'true')
    await expect(description).toBeVisible()
    await section.click()
    await expect(section).toHaveAttribute('aria-expanded', 'false')

    const analytics = settings.getByRole('switch', { name: 'Allow analytics cookies' })
    await expect(analytics).not.toBeChecked()
    await expect(settings.getByRole('switch', { name: 'Allow strictly necessary cookies' })).toBeDisabled()
    await analytics.check()
    await settings.getByRole('button', { name: 'Save settings' }).click()
    await expect(settings).toBeHidden()
    await expect(page.getByRole('status')).toContainText('Your cookie settings have been saved.')
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')
    expect(JSON.parse(decodeURIComponent(consent?.value ?? ''))).toEqual({ analytics: true })

    await page.reload()
    await part(page, '.site-footer').locator('.site-footer__bottom-links a').first().click()
    await expect(page.getByRole('switch', { name: 'Allow analytics cookies' })).toBeChecked()
  })

  test('the saved-settings toast stands out from the navy footer and covers none of its controls', async ({ page }) => {
    await page.goto('/')
    const footer = part(page, '.site-footer')
    await footer.locator('.site-footer__bottom-links a').first().click()
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Save settings' }).click()
    const toast = page.locator('.toast').filter({ hasText: 'Your cookie settings have been saved.' })
    await expect(toast).toBeVisible()

    const colours = (locator: Locator) => locator.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color])
    const [footerBackground] = await colours(footer)
    const [toastBackground, toastText] = await colours(toast)
    expect(toastBackground).not.toBe(footerBackground)
    expect(toastText).not.toBe(toastBackground)

    // The settings were opened at the footer, which is in view: its controls stay free to use.
    const box = (await toast.boundingBox())!
    const controls = footer.locator('.site-footer__bottom a, .site-footer__bottom button')
    for (const control of await controls.all()) {
      const other = await control.boundingBox()
      if (!other) continue
      const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y
      expect(apart, `the toast covers ${await control.textContent()}`).toBe(true)
    }
  })

  test('link columns are accordions on narrow screens and open lists on wide ones', async ({ page }, testInfo) => {
    await page.goto('/')
    const footer = part(page, '.site-footer')
    const toggle = footer.locator('.footer-column__toggle').first()
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    if (!isPhone(testInfo.project.name)) {
      await expect(toggle).toBeHidden()
      await expect(footer.locator('.footer-column__title').first()).toBeVisible()
      await expect(list).toBeVisible()
      return
    }
    await expect(list).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(list).toBeVisible()
    await toggle.click()
    await expect(list).toBeHidden()
  })

  test('the language switch lists the languages and goes to /{language}', async ({ page }) => {
    await page.goto('/')
    const footer = part(page, '.site-footer')
    const button = footer.getByRole('button', { name: 'Language: English' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    await footer.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // The choice is remembered: an address without a language now leads to German.
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
  })
})

test.describe('links', () => {
  // The tokens' --color-blue-700, never the browser's own link blue rgb(0, 0, 238).
  const SITE_LINK_COLOUR = 'rgb(29, 78, 137)'

  test('in content and in empty states, plain links have the site’s link colour', async ({ page }) => {
    for (const path of ['/blog/rich-text-showcase', '/open-positions?department=design&location=berlin']) {
      await page.goto(path)
      const links = page.locator('main a:not([class])')
      expect(await links.count()).toBeGreaterThan(0)
      const colours = await links.evaluateAll((all) => all.filter((link) => link.checkVisibility()).map((link) => getComputedStyle(link).color))
      expect(new Set(colours)).toEqual(new Set([SITE_LINK_COLOUR]))
    }
    await expect(page.locator('.empty-state').getByRole('link', { name: 'Send us an unsolicited application' })).toHaveCSS('color', SITE_LINK_COLOUR)
  })
})

test.describe('toaster and lightbox', () => {
  test('a site:toast event shows a message in a live region that can be closed', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:toast', { detail: { message: 'Link copied' } })))
    const status = page.getByRole('status')
    await expect(status).toContainText('Link copied')
    await status.getByRole('button', { name: 'Close message' }).click()
    await expect(status).not.toContainText('Link copied')
  })

  test('an image link in rich text opens in the lightbox and closes on Escape', async ({ page }) => {
    await page.goto('/')
    // The shape RichTextImage renders, so this test does not depend on which page has images.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/favicon.svg'
      link.dataset.lightbox = ''
      link.setAttribute('aria-label', 'Enlarge image: Truck')
      link.innerHTML = '<img src="/favicon.svg" alt="Truck" width="32" height="32">'
      document.querySelector('main')?.prepend(link)
    })
    await page.getByRole('link', { name: 'Enlarge image: Truck' }).click()
    const lightbox = page.getByRole('dialog', { name: 'Image: Truck' })
    await expect(lightbox).toBeVisible()
    await expect(lightbox.locator('img')).toHaveAttribute('alt', 'Truck')
    await expect(page).toHaveURL(/\/$/)
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
  })
})

testOnOwnPage.describe('without JavaScript', { tag: '@viewport' }, () => {
  testOnOwnPage.use({ javaScriptEnabled: false })

  testOnOwnPage('every footer link and language is shown, and dropdowns open on hover and focus', async ({ page }, testInfo) => {
    await page.goto('/blog')
    const footer = page.locator('.site-footer')
    for (const list of await footer.locator('.footer-column__links').all()) await expect(list).toBeVisible()
    await expect(footer.locator('.footer-column__toggle').first()).toBeHidden()
    await expect(footer.locator('.language-switch__button')).toBeHidden()
    const german = footer.getByRole('link', { name: 'Deutsch' })
    await expect(german).toBeVisible()
    await german.click()
    await expect(page).toHaveURL(/\/de\/blog$/)
    if (isPhone(testInfo.project.name)) return
    const dropdown = page.locator('.desktop-nav__item--dropdown').first()
    await expect(dropdown.locator('.desktop-nav__dropdown')).toBeHidden()
    await dropdown.hover()
    await expect(dropdown.locator('.desktop-nav__dropdown a').first()).toBeVisible()
    await page.mouse.move(0, 400)
    await expect(dropdown.locator('.desktop-nav__dropdown')).toBeHidden()
    await dropdown.getByRole('button').focus()
    await page.keyboard.press('Tab')
    await expect(dropdown.locator('.desktop-nav__dropdown a').first()).toBeFocused()
  })
})

testOnOwnPage.describe('without JavaScript, every control of the shell', { tag: '@viewport' }, () => {
  testOnOwnPage.use({ javaScriptEnabled: false })

  testOnOwnPage('that is shown works: a button opens or closes its dialog itself, or sends its form; a link to the page finds its place', async ({ page }) => {
    for (const path of ['/', '/de', '/blog/rich-text-showcase']) {
      await page.goto(path)
      const shell = page.locator('.top-banner, .site-header, .site-footer, .share-button')
      const buttons = shell.locator('button').filter({ visible: true })
      expect(await buttons.count()).toBeGreaterThan(0)
      for (const button of await buttons.all()) {
        const works = await button.evaluate((element) => {
          // A dropdown's toggle opens it as it takes the focus (the test above).
          if (element.matches('.desktop-nav__toggle')) return true
          const target = element.getAttribute('commandfor')
          if (target) return document.getElementById(target) instanceof HTMLDialogElement
          return (element as HTMLButtonElement).type === 'submit' && (element as HTMLButtonElement).form !== null
        })
        expect(works, `${path}: ${await button.evaluate((element) => element.outerHTML.slice(0, 160))}`).toBe(true)
      }
      for (const href of await shell
        .locator('a[href^="#"]')
        .filter({ visible: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        await expect(page.locator(`[id="${href?.slice(1)}"]`), `${path}: ${href}`).toHaveCount(1)
      }
    }
  })

  testOnOwnPage(
    'the banner offers no ×, an article no share button and the footer no cookie settings: only a script could do what they say',
    async ({ page }) => {
      await page.goto('/blog/rich-text-showcase')
      const banner = page.getByRole('region', { name: 'Announcement' })
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Dismiss announcement' })).toBeHidden()
      await expect(page.locator('.share-button')).toBeHidden()
      await expect(page.locator('.site-footer__bottom-links')).toBeHidden()
    },
  )

  testOnOwnPage('Sign up and Log in open their start modals, which close on their button and on Escape', async ({ page }, testInfo) => {
    await page.goto('/')
    const phone = isPhone(testInfo.project.name)
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const openFrom = async (kind: string) => {
      if (phone) await page.locator('.site-header__menu-button').click()
      await (phone ? menu : page.locator('.site-header__ctas')).locator(`[data-open-modal="${kind}"]`).click()
    }
    const signup = page.getByRole('dialog', { name: 'How do you want to use Freight Demo?' })
    await openFrom('signup')
    await expect(signup).toBeVisible()
    await expect(signup.getByRole('link').first()).toBeVisible()
    await signup.getByRole('button', { name: 'Close' }).click()
    await expect(signup).toBeHidden()
    if (phone) await menu.getByRole('button', { name: 'Close menu' }).click()

    const login = page.getByRole('dialog', { name: 'Log in to Freight Demo' })
    await openFrom('login')
    await expect(login).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(login).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })

  testOnOwnPage('the phone menu opens, shows every group with its links, leads on, and closes', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the menu is for narrow screens')
    await page.goto('/')
    const button = page.locator('.site-header__menu-button')
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.locator('.mobile-menu__group').first()).toBeHidden()
    const groups = menu.locator('.mobile-menu__group-name').filter({ visible: true })
    expect(await groups.count()).toBeGreaterThan(0)
    const hrefs = (links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href'))
    const dropdown = await page.locator('.desktop-nav__dropdown').first().locator('a').evaluateAll(hrefs)
    expect(await menu.locator('.mobile-menu__sublist').first().locator('a').filter({ visible: true }).evaluateAll(hrefs)).toEqual(dropdown)
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    const link = menu.locator('.mobile-menu__sublist a').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === href)
  })
})

/** Holds the header island's chunk until the returned function releases it: a connection slower than any tap. */
async function holdHeaderChunk(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/islands\/Header-/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

testOnOwnPage.describe('the phone menu on a slow connection', { tag: '@viewport' }, () => {
  testOnOwnPage(
    'opens at the first tap while the header island is still on its way, and the island takes it over when it arrives',
    async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo.project.name), 'the menu is for narrow screens')
      // The header's chunk is held until the menu has opened: the tap surely comes before the island.
      const release = await holdHeaderChunk(page)
      await page.goto('/')
      const header = page.locator('island-root').filter({ has: page.locator('.site-header') })
      const button = page.locator('.site-header__menu-button')
      await button.tap()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link').first()).toBeVisible()
      await expect(header).not.toHaveAttribute('data-hydrated')
      release()

      await expect(header).toHaveAttribute('data-hydrated')
      await expect(menu).toHaveJSProperty('open', true)
      await expect(page.locator('body')).toHaveClass(/overflow-hidden/)
      const group = menu.locator('.mobile-menu__group').first()
      await group.click()
      await expect(group).toHaveAttribute('aria-expanded', 'true')
      await menu.getByRole('button', { name: 'Close menu' }).click()
      await expect(menu).toBeHidden()
      await expect(page.locator('body')).not.toHaveClass(/overflow-hidden/)
      await expect(button).toBeFocused()
    },
  )

  testOnOwnPage('a link in the menu closes it at once, the island still on its way', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the menu is for narrow screens')
    // The header's chunk never arrives.
    await page.route(/\/assets\/islands\/Header-/, () => undefined)
    await page.goto('/')
    await page.locator('.site-header__menu-button').tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    // Keep the page (as a link to a place in it would), so what is checked is the menu closing on the click itself.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }))
    await menu.locator('.mobile-menu__link').first().tap()
    await expect(menu).toBeHidden()
  })

  testOnOwnPage('a group tapped before the island arrives opens once it has', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the menu is for narrow screens')
    const release = await holdHeaderChunk(page)
    await page.goto('/')
    await page.locator('.site-header__menu-button').tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const group = menu.locator('.mobile-menu__group').first()
    await group.tap()
    release()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page
        .locator(`#${await group.getAttribute('aria-controls')}`)
        .locator('a')
        .first(),
    ).toBeVisible()
  })
})

testOnOwnPage.describe('hydration on interaction', () => {
  test('the first load fetches only the island loader; an island loads when the visitor reaches for it', async ({ baseURL }) => {
    // The full browser, as visitors run it: a new page of the headless shell the other tests drive
    // gets synthetic pointer events where its pointer last was, which on a slow machine hydrated the
    // top banner before any visitor could have reached for it (two fresh clones of 2026-12-06).
    const browser = await chromium.launch({ ...test.info().project.use.launchOptions, executablePath: FULL_CHROMIUM })
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } })
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toMatch(/^\/assets\/boot-[A-Z0-9]+\.js$/)
      await expect(page.locator('island-root[data-hydrated]')).toHaveCount(0)

      await part(page, '.site-footer').hover()
      await hydrated(page, '.site-footer')
      expect(scripts.some((path) => path.includes('/islands/Footer-'))).toBe(true)
      await expect(page.locator('island-root[data-hydrated]')).toHaveCount(1)
    } finally {
      await browser.close()
    }
  })

  testOnOwnPage('a click held while its island loads takes effect once it has hydrated', async ({ page }) => {
    // The island chunks are held until the click has landed: it surely arrives before the island has hydrated.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/islands\//, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await part(page, '.site-footer__bottom-links a').click()
    release()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  testOnOwnPage('a plain link in a waiting island navigates at once, without waiting for the island', async ({ page }) => {
    // The header's chunk never arrives: only a link that is not held can lead anywhere.
    await page.route(/\/assets\/islands\/Header-/, () => undefined)
    await page.goto('/blog')
    await part(page, '.site-header__logo').click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })
})
