import { existsSync } from 'node:fs'

/** Debian's Chromium (`apt-get install chromium`), the browser visitors run. CHROMIUM_PATH names another for every test. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the tests drive: the headless shell, Playwright's own choice for headless runs (the
 * same Blink and V8 without the browser's window machinery: the browser lane about 15 % less CPU
 * here, docs/decisions/headless-shell-for-tests.md); the full browser where
 * the shell is not installed. A test of what only the full browser has (the back/forward cache)
 * launches FULL_CHROMIUM.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
