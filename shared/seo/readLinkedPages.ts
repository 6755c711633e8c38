import type { PageOutline } from './PageOutline'
import type { LinkedPage } from './seoProblems'
import { sitePlace } from './sitePlace'

/**
 * One answer of the site to a request for a path: its status, where a redirect leads (Location), and an HTML page's outline.
 * @internal the rules' tests answer for a whole site with it.
 */
export interface PageAnswer {
  status: number
  location: string | null
  outline: PageOutline | null
}

/** Reads a path of the site (the worker through its cached entry point, the report over HTTP). */
export type PageLoad = (path: string) => Promise<PageAnswer>

/** Redirects followed before a target counts as not answering. */
const MAX_REDIRECTS = 5
const NO_ANSWER: PageAnswer = { status: 0, location: null, outline: null }

/**
 * `load`, reading each path once however often it is asked for, at most `concurrency` at a time:
 * a target linked from every page (the navigation's) costs one request. A failed read is a page
 * that does not answer (status 0).
 */
export function onceEach(load: PageLoad, concurrency: number): PageLoad {
  const answers = new Map<string, Promise<PageAnswer>>()
  const waiting: (() => void)[] = []
  let running = 0
  // A freed slot passes straight to the next waiting read, so no new read can slip in between.
  const slot = (): Promise<void> => {
    if (running < concurrency) {
      running++
      return Promise.resolve()
    }
    return new Promise((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return (path) => {
    let answer = answers.get(path)
    if (!answer) {
      answer = slot().then(() =>
        load(path)
          .catch(() => NO_ANSWER)
          .finally(release),
      )
      answers.set(path, answer)
    }
    return answer
  }
}

/** Where a path leads, following the site's redirects: its last answer, or a redirect off the site (which counts as answering). */
async function follow(path: string, load: PageLoad, origin: string): Promise<LinkedPage> {
  let current = path
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await load(current)
    const redirected = answer.status >= 300 && answer.status < 400 && answer.location !== null
    if (!redirected) return { status: answer.status, outline: answer.outline }
    const next = sitePlace(answer.location ?? '', current, origin)
    if (!next) return { status: 200, outline: null }
    current = next.path
  }
  return { status: 0, outline: null }
}

/** Every path read to its end (seoProblems' `linked`), through `load`. */
export async function readLinkedPages(paths: readonly string[], load: PageLoad, origin: string): Promise<Map<string, LinkedPage>> {
  return new Map(await Promise.all(paths.map(async (path) => [path, await follow(path, load, origin)] as const)))
}
