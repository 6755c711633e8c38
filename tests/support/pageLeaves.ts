import type { Page } from '@playwright/test'

/**
 * Counts the times the page leaves its document (a reload, a link followed), from the next
 * document on. The count lives in sessionStorage, which those loads keep, and goes up in
 * `beforeunload`, which the browser fires at once, in the same task as whatever started the
 * leaving: once an action has returned, the count says whether it left, without waiting to see.
 */
export async function countLeaves(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    addEventListener('beforeunload', () => sessionStorage.setItem('test:leaves', String(Number(sessionStorage.getItem('test:leaves') ?? '0') + 1)))
  })
  return () => page.evaluate(() => Number(sessionStorage.getItem('test:leaves') ?? '0'))
}
