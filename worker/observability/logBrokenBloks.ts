import type { Story } from '../../shared/content/storyblok'
import type { BlokProblem } from '../../shared/editor/BlokProblem'
import { blokProblems } from '../../shared/editor/blokProblems'
import { nestedBloks } from '../../shared/editor/nestedBloks'

/**
 * The story versions (`{id}@{published_at}`) this isolate has checked, oldest first. At most
 * 2,000 (some 100 KB of keys): past that the oldest are forgotten, and such a version, read
 * again, is logged again.
 */
const checked = new Set<string>()
const MAX_CHECKED_VERSIONS = 2000

function problemName(problem: BlokProblem): string {
  return 'field' in problem ? `${problem.kind}: ${problem.field}` : problem.kind
}

/**
 * Logs each blok of a published story that breaks the content model, once per story version and
 * isolate, as one JSON line (`console.warn`: the page still works, visitors never see such a
 * blok): the story's id, full slug and version, where the blok sits in its content, its
 * component and what is wrong with it.
 */
export function logBrokenBloks(story: Story): void {
  const version = `${story.id}@${story.published_at ?? ''}`
  if (checked.has(version)) return
  checked.add(version)
  for (const oldest of checked) {
    if (checked.size <= MAX_CHECKED_VERSIONS) break
    checked.delete(oldest)
  }
  const content = story.content as object
  for (const { blok, path, allowed } of [{ blok: content as Record<string, unknown>, path: [], allowed: true }, ...nestedBloks(content, { richText: true })]) {
    const found = blokProblems(blok)
    const problems = [...(allowed || found.some((problem) => problem.kind === 'unknown') ? [] : ['notAllowed']), ...found.map(problemName)]
    if (problems.length === 0) continue
    const line = { level: 'warn', message: 'content breaks the model', story: story.id, slug: story.full_slug, version: story.published_at ?? null }
    console.warn(JSON.stringify({ ...line, path: ['content', ...path].join('.'), component: String(blok.component), problems }))
  }
}
