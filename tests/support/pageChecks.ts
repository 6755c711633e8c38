import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import axe from 'axe-core'
import { findLayoutProblems } from './findLayoutProblems'

// What the browser tests check on any page: axe-core, the layout, and the Content-Security-Policy
// violations the browser reports.

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * axe-core's source, run in a document only where axe is not there yet: AxeBuilder evaluates its
 * script into the page twice an analysis (and into every frame), and a page checked in several
 * states is analysed again in each. Each run of the script is about 0.2 s of CPU here, more than
 * half of a short page's whole check; the sweep's axe checks took 48 s of CPU with it each time.
 */
const AXE_ONCE_PER_DOCUMENT = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`

/**
 * axe-core's violations on the page as it is now (within `include`, else the whole page): each rule
 * with the elements it found. The page and its same-origin frames are checked in one `axe.run`
 * (axe's partial runs, which also reach other origins' frames, finish each check in a blank page
 * of its own: about 0.6 s more a check). The site's own pages are checked where they are opened;
 * other origins' frames are embeds (videos) and the local editor's preview, checked as a page.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  // Violations only: the passes of a long page are thousands of nodes to collect and send back.
  let builder = new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
  for (const selector of include) builder = builder.include(selector)
  return (await builder.analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** What the layout check finds wrong with the page as it is now (tests/support/findLayoutProblems.ts). */
export function layoutProblems(page: Page, { screens = true }: { screens?: boolean } = {}): Promise<string[]> {
  return page.evaluate(findLayoutProblems, { screens })
}

export interface CspViolation {
  directive: string
  blocked: string
  source: string
}

declare global {
  interface Window {
    cspViolations: CspViolation[]
  }
}

/** From the next document on, each page keeps every Content-Security-Policy violation the browser reports (read them with `cspViolations`). */
export async function watchCspViolations(pages: Page | BrowserContext): Promise<void> {
  await pages.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` })
    })
  })
}

export function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.cspViolations)
}
