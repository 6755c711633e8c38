import type { BrowserContext, Frame, Page } from '@playwright/test'
import axe from 'axe-core'
import { findLayoutProblems } from './findLayoutProblems'

// What the browser tests check on any page: axe-core, the layout, and the Content-Security-Policy
// violations the browser reports.

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * axe-core in a frame, once a document: its script (about 600 KB) is evaluated only where it is not
 * there yet, and configured as @axe-core/playwright's legacy mode configures it (same-origin frames
 * answer the page's run). AxeBuilder evaluated the script into the page and every frame on every
 * analysis and asked the page four more questions each time: the desktop sweep's 48 analyses took
 * 24.6 s with it, 19.2 s so. A frame that cannot take it (a blocked embed) is left out, as AxeBuilder
 * left it.
 */
async function withAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof window.axe !== 'undefined')) return
    await frame.evaluate(axe.source)
    await frame.evaluate(() => window.axe?.configure({ allowedOrigins: ['<same_origin>'] }))
  } catch {
    // A frame gone or refusing scripts: axe's run in the page reports what it could not reach.
  }
}

/**
 * axe-core's violations on the page as it is now (within `include`, else the whole page): each rule
 * with the elements it found. The page and its same-origin frames are checked in one `axe.run`
 * (axe's partial runs, which also reach other origins' frames, finish each check in a blank page
 * of its own: about 0.6 s more a check). The site's own pages are checked where they are opened;
 * other origins' frames are embeds (videos) and the local editor's preview, checked as a page.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  for (const frame of page.frames()) await withAxe(frame)
  // Violations only: the passes of a long page are thousands of nodes to collect and send back.
  return page.evaluate(
    async ({ tags, include }) => {
      if (!window.axe) throw new Error('axe-core is not in the page')
      const { violations } = await window.axe.run(include.length > 0 ? { include, exclude: [] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    },
    { tags: AXE_TAGS, include },
  )
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
