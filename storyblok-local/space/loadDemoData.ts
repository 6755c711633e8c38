import { readFileSync } from 'node:fs'
import type { DemoData } from './DemoData'

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as T

/** Reads the committed demo space from `storyblok-local/data/`. */
export function loadDemoData(): DemoData {
  return {
    space: read('space.json'),
    folders: read('folders.json'),
    published: read('stories.json'),
    drafts: read('drafts.json'),
    datasources: read('datasources.json'),
  }
}
