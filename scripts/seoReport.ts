// `npm run -s seo:report -- --env <local|staging|production>`: every page the site's sitemaps
// list, checked with the rules the worker applies when a story is published (shared/seo/): internal
// links to pages that do not answer, anchors missing on their page, translations that do not link
// back, images without alt text, a title or description outside the lengths search engines show.
// Prints each problem under its page, in English as the preview's notices word it, and exits 1;
// with none, one line and exit 0. `local` reads `npm start`'s site (SITE_PORT, else 8787).
// `--page <path>` (once or more) checks those pages only, say after fixing one.
import { parseArgs } from 'node:util'
import { messagesFor } from '../shared/i18n/messages/catalogue'
import { seoProblemText } from '../shared/seo/seoProblemText'
import { checkSite, type PageReport } from './seo/checkSite'
import { isReportEnvironment, REPORT_ENVIRONMENTS, reportOrigin } from './seo/reportOrigin'

const TOOL = 'seo:report'
/** The words of the preview's notices, in English. */
const ENGLISH = messagesFor('en').editor

function fail(message: string, code: number): never {
  console.error(`${TOOL}: ${message}`)
  process.exit(code)
}

/** A page's lines: its path, then each problem (or the status it answered instead of a page), indented. */
function pageLines({ path, status, problems }: PageReport): string[] {
  const found = status === 200 ? problems.map((problem) => seoProblemText(ENGLISH, problem)) : [`The sitemaps list it, and it answers ${status}`]
  return found.length === 0 ? [] : [path, ...found.map((line) => `  ${line}`)]
}

const { values } = parseArgs({ options: { env: { type: 'string' }, page: { type: 'string', multiple: true } } })
if (!isReportEnvironment(values.env)) fail(`say which site: npm run -s seo:report -- --env <${REPORT_ENVIRONMENTS.join('|')}> [--page /path]`, 2)
const origin = reportOrigin(values.env) ?? fail(`[env.${values.env}] of wrangler.toml has no SITE_ORIGIN to read`, 2)
const pages = values.page
const badPage = pages?.find((page) => !page.startsWith('/') || page.startsWith('//'))
if (badPage !== undefined) fail(`--page takes a path of the site, such as /about, not "${badPage}"`, 2)
/** What was read: the sitemaps' pages, or the pages given. */
const scope = (count: number) => (pages ? `the ${count} page${count === 1 ? '' : 's'} given of ${origin}` : `the ${count} pages of ${origin}'s sitemaps`)
const reports = await checkSite(origin, pages).catch((error: unknown) =>
  fail(`${origin} could not be read: ${error instanceof Error ? error.message : String(error)}`, 2),
)
const broken = reports.filter((report) => pageLines(report).length > 0)
if (broken.length === 0) {
  console.log(`${TOOL}: no problems on ${scope(reports.length)}.`)
  process.exit(0)
}
process.stdout.write(broken.flatMap(pageLines).join('\n') + '\n')
const count = broken.reduce((sum, report) => sum + pageLines(report).length - 1, 0)
console.log(`\n${TOOL}: ${count} problem${count === 1 ? '' : 's'} on ${broken.length} of ${scope(reports.length)}.`)
process.exit(1)
