import type { TestProject } from 'vitest/node'
import { startContentService } from '../../storyblok-local/server'

/** One content service per test run, on a free port, so parallel runs never collide. */
export default async function setup(project: TestProject) {
  // The worker under test answers on http://localhost: the local editor frames that site.
  const service = await startContentService({ port: 0, siteOrigin: 'http://localhost' })
  project.provide('contentServiceUrl', service.url)
  return () => service.close()
}
