import { validateStory, type SchemaLike } from '@storyblok/schema'

/** One way a story breaks the content model: where (`content.body[2].links[0].style`) and what. */
export interface ModelProblem {
  path: string
  message: string
}

/** `['content', 'body', 2, 'style']` → `content.body[2].style`. */
function formatPath(path: (string | number)[]): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('')
}

/**
 * Every way a story's content breaks the model, by Storyblok's own validator: unknown components,
 * missing required fields, wrong-typed values, values outside a field's options, and (its
 * warnings) fields the model does not declare, which the site would never read.
 */
export function modelProblems(story: { content: unknown }, model: SchemaLike): ModelProblem[] {
  return validateStory(story, model).issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }))
}
