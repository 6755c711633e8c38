import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages'
import { sectionName } from '../../shared/sections/sectionName'
import { SECTIONS, sectionById, type Section, type SectionId } from '../../shared/sections/sections'
import { AUTHORS_FOLDER, storyFolderContentTypes } from '../../shared/sections/storyFolders'
import type { FullLanguageCopy, StartPageCopy } from './copy/FullLanguageCopy'

/** A folder below a language's root folder: its path (`press/posts`) and its name in Storyblok. */
interface DemoFolder {
  path: string
  name: string
}

/**
 * Every section of SECTIONS, in the order a fully translated language makes them: first those its
 * start pages' words name (`pages.sections`), in their order, then the others in SECTIONS' order.
 */
export function demoSections(copy: FullLanguageCopy): Section[] {
  const worded = Object.keys(copy.pages.sections) as SectionId[]
  return [...worded.map(sectionById), ...SECTIONS.filter((section) => !worded.includes(section.id))]
}

/**
 * The words of a section's start page in a fully translated language: its own, or else its name in
 * the language as the title and the language's sentence about a section of that name as the
 * description (the name alone is too short a description for the SEO crawl).
 */
export function startPageCopy(copy: FullLanguageCopy, section: Section, lang: Language): StartPageCopy {
  const name = sectionName(section, lang)
  return copy.pages.sections[section.id] ?? { title: name, description: copy.pages.sectionDescription(name) }
}

/**
 * The folder below the language folder that holds a content type's stories: the one whose default
 * (first) type it is, as the space's folder settings have it (storyFolders.ts, read from SECTIONS),
 * so a story goes where the site's routes look for it (`press_post` in `press/posts`).
 */
export function storyFolder(component: string): string {
  for (const [folder, types] of storyFolderContentTypes()) if (folder !== '' && types[0] === component) return folder
  throw new Error(`No folder of the sections takes ${component} as its default type (shared/sections/storyFolders.ts)`)
}

/**
 * The folders of a fully translated language below its root, in the order they are made: the
 * authors', then each section's folder in the order of `sections`, each named as the section is
 * in the default language, and after it the folders only some of its routes read, named after it
 * (`press/posts`, "Press posts").
 */
export function sectionFolders(sections: readonly Section[]): DemoFolder[] {
  const folders: DemoFolder[] = [{ path: AUTHORS_FOLDER, name: AUTHORS_FOLDER.charAt(0).toUpperCase() + AUTHORS_FOLDER.slice(1) }]
  for (const section of sections) {
    const own = sectionFolder(section.id)
    folders.push(own)
    for (const path of section.storyRoutes.flatMap((route) => route.folders))
      if (!folders.some((folder) => folder.path === path)) folders.push({ path, name: `${own.name} ${path.slice(path.lastIndexOf('/') + 1)}` })
  }
  return folders
}

/** A section's own folder, named as the section is in the default language. */
export function sectionFolder(id: SectionId): DemoFolder {
  const section = sectionById(id)
  return { path: section.folder, name: sectionName(section, DEFAULT_LANGUAGE) }
}
