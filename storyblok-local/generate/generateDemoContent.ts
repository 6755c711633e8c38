/**
 * Writes the demo space to `storyblok-local/data/*.json` (run with `npm run content:generate`).
 * Deterministic: the same seed always produces byte-identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ComponentName } from '../../shared/content/schema/contentModel'
import { pageTypeBlocks } from '../../shared/content/schema/pageTypes'
import { DEFAULT_LANGUAGE, languageName } from '../../shared/i18n/languages'
import { SECTIONS } from '../../shared/sections/sections'
import type { StoryRecord } from '../space/DemoData'
import { demoLanguages, demoSpace } from '../space/demoSpace'
import { addAuthors } from './addAuthors'
import { addBlogPosts } from './addBlogPosts'
import { addCompanyPages } from './addCompanyPages'
import { addCaseStudies } from './addCaseStudies'
import { addDatasources } from './addDatasources'
import { addEnglishOnlyPages } from './addEnglishOnlyPages'
import { addGlossary } from './addGlossary'
import { addJobOpenings } from './addJobOpenings'
import { addLongRead } from './addLongRead'
import { addMinorPricing } from './addMinorPricing'
import { addPages, type SitePages } from './addPages'
import { addPress } from './addPress'
import { addReports } from './addReports'
import { addRichTextShowcase } from './addRichTextShowcase'
import { addSettings } from './addSettings'
import { addStoriesFromBlock } from './addStoriesFromBlock'
import { addTechArticles } from './addTechArticles'
import { addWebinars } from './addWebinars'
import { buildHomeContent } from './buildHomeContent'
import { contentDate } from './contentDate'
import { fullLanguages } from './copy/fullLanguages'
import { minorLanguages, type MinorLanguageCopy } from './copy/minorLanguages'
import { createSeededRandom } from './createSeededRandom'
import { demoSections, sectionFolder, sectionFolders, storyFolder } from './demoFolders'
import type { LanguageContext } from './LanguageContext'
import { richText } from './richText'
import { SpaceBuilder } from './SpaceBuilder'

const FOLDERS_CREATED = '2023-01-02T07:00:00.000Z'

/**
 * The content types whose demo stories a generator of their own writes, by component. Every other
 * content type of the sections gets neutral stories made from its block (addStoriesFromBlock.ts).
 */
const DEDICATED_GENERATORS = {
  page: addPages,
  author: addAuthors,
  blog_post: addBlogPosts,
  case_study: addCaseStudies,
  glossary_entry: addGlossary,
  press_item: addPress,
  press_post: addPress,
  press_clipping: addPress,
  report: addReports,
  tech_article: addTechArticles,
  webinar: addWebinars,
  job_opening: addJobOpenings,
} satisfies Partial<Record<ComponentName, unknown>>

/** Each content type of the sections without a generator of its own, once: its block, and the first section that lists it. */
const typesFromBlocks = SECTIONS.flatMap((section) => section.types.map((type) => ({ section, component: type.component })))
  .filter(({ component }, index, all) => !Object.hasOwn(DEDICATED_GENERATORS, component) && all.findIndex((other) => other.component === component) === index)
  .map(({ section, component }) => {
    const block = Object.values(pageTypeBlocks).find((candidate) => candidate.name === component)
    if (!block) throw new Error(`pageTypeBlocks (shared/content/schema/pageTypes.ts) names no block ${component}`)
    return { section, component, block }
  })

const builder = new SpaceBuilder(createSeededRandom(20_250_615))
// Each language's root folder, named as the language calls itself.
for (const lang of demoSpace.languages) builder.folder(lang, languageName(lang) ?? lang, FOLDERS_CREATED)

const contexts: LanguageContext[] = demoLanguages('full').map((lang) => ({ lang, builder, ...fullLanguages[lang] }))
const sitePages = new Map<string, SitePages>()
/** The English author and post the long read (added last, so the other stories' ids stay as they are) links to. */
let longReadLinks: { author: StoryRecord; post: StoryRecord } | undefined
for (const context of contexts) {
  for (const { path, name } of sectionFolders(demoSections(context.copy))) builder.folder(`${context.lang}/${path}`, name, FOLDERS_CREATED)
  const authors = addAuthors(context)
  const posts = addBlogPosts(context, authors)
  const cases = addCaseStudies(context)
  const glossary = addGlossary(context)
  const press = addPress(context)
  const reports = addReports(context)
  const tech = addTechArticles(context)
  const webinars = addWebinars(context)
  addJobOpenings(context)
  const latestPressPost = press.posts[press.posts.length - 1]
  if (!latestPressPost) throw new Error('Press posts are missing')
  const pages = addPages(context, latestPressPost)
  sitePages.set(context.lang, pages)
  addSettings(builder, context.lang, context.copy.settings, pages, contentDate(0, 1, context.offsetHours, '2023-01-12T08:00:00Z').iso)
  if (context.lang !== DEFAULT_LANGUAGE) continue

  const [firstPost, secondPost] = posts
  const [firstAuthor] = authors
  // An ungated report: a gated one's file is never linked from any page.
  const openReport = reports.find((report) => report.content.gated === false)
  if (!openReport) throw new Error('An ungated report is missing')
  if (!firstPost || !secondPost || !firstAuthor) throw new Error('English content is missing')
  // The showcase is a test page: unlisted, so no list, hub or index names it.
  addRichTextShowcase(
    builder,
    { author: firstAuthor, post: firstPost, about: pages.about, contact: pages.contact, report: openReport },
    '2025-05-28T09:30:00.000Z',
  )
  const featured: StoryRecord[] = [...posts, ...cases, ...reports, ...webinars].slice(0, 60)
  const linked: StoryRecord[] = [...posts, ...tech, ...glossary, ...press.items.slice(0, 5)]
  addEnglishOnlyPages(builder, featured, linked, '2025-06-02T10:00:00.000Z')
  builder.draftChange(pages.about, { ...pages.about.content, title: context.copy.pages.aboutDraftTitle }, '2025-06-12T14:20:00.000Z')
  addDatasources(builder, secondPost.slug)
  longReadLinks = { author: firstAuthor, post: secondPost }
}

const PRESS = sectionFolder('press')

/** The start page of a press-only language's press folder (`ru/press/`), with the other languages' press page as its translation. */
function addPressStartPage(lang: string, title: string, intro: string, publishedAt: string): StoryRecord {
  return builder.story({
    fullSlug: `${lang}/${PRESS.path}/`,
    name: title,
    groupKey: 'section:press',
    publishedAt,
    content: builder.blok('page', {
      title,
      description: intro,
      body: [builder.blok('section_head', { overline: 'Freight Demo', title, title_is_big: true, richtext: richText.doc(richText.paragraph(intro)) })],
    }),
  })
}

const english = sitePages.get(DEFAULT_LANGUAGE)
if (!english) throw new Error('English pages are missing')
demoLanguages('site', 'press').forEach((lang, index) => {
  const copy: MinorLanguageCopy = minorLanguages[lang]
  const publishedAt = contentDate(index, 12, 0, '2024-03-04T08:00:00Z', '2024-04-04T08:00:00Z').iso
  const pressOnly = 'pressItems' in copy ? copy : undefined
  if (pressOnly) builder.folder(`${lang}/${PRESS.path}`, PRESS.name, FOLDERS_CREATED)
  // A press-only language's press list has a start page, the translation of the other languages' press page: its home and its settings' "Press" lead there.
  const press = pressOnly && { list: addPressStartPage(lang, copy.settings.press, pressOnly.pressIntro, publishedAt), intro: pressOnly.pressIntro }
  const pages = {
    ...english,
    ...('pages' in copy ? addCompanyPages(builder, copy.pages, { lang, settings: copy.settings, careers: english.careers, publishedAt }) : {}),
  }
  const home = builder.story({
    fullSlug: `${lang}/home`,
    name: 'Home',
    groupKey: 'page:home',
    publishedAt,
    content: buildHomeContent(builder, copy.settings, pages, press),
  })
  const sections = press ? { ...english.sections, press: press.list } : english.sections
  const pagesFolder = sectionFolder('pages')
  builder.folder(`${lang}/${pagesFolder.path}`, pagesFolder.name, FOLDERS_CREATED)
  // The contract plan leads to the language's own contact page where it has one.
  const pricing = addMinorPricing(builder, lang, pages.contact, publishedAt)
  addSettings(builder, lang, copy.settings, { ...pages, sections, home, pricing }, publishedAt)
  pressOnly?.pressItems.forEach((item, itemIndex) => {
    const date = contentDate(itemIndex, 3, 0, '2024-05-06T08:00:00Z', '2025-05-06T08:00:00Z')
    builder.story({
      fullSlug: `${lang}/${storyFolder('press_item')}/${item.slug}`,
      name: item.title,
      groupKey: `press-${lang}:${itemIndex}`,
      publishedAt: date.iso,
      sortByDate: date.day,
      content: builder.blok('press_item', {
        title: item.title,
        teaser: item.teaser,
        date: date.datetime,
        body: richText.doc(richText.paragraph(item.text)),
      }),
    })
  })
})

if (!longReadLinks) throw new Error('English content is missing')
addLongRead(builder, longReadLinks.author, longReadLinks.post, '2024-10-21T08:00:00.000Z')

// After every other story, so that a content type's stories made from its block move no other story's id or uuid.
for (const context of contexts)
  for (const { section, component, block } of typesFromBlocks) addStoriesFromBlock(context, { section, folder: storyFolder(component) }, block)

const data = builder.build()
const dataDirectory = fileURLToPath(new URL('../data/', import.meta.url))
mkdirSync(dataDirectory, { recursive: true })
for (const [file, value] of Object.entries({
  'space.json': data.space,
  'folders.json': data.folders,
  'stories.json': data.published,
  'drafts.json': data.drafts,
  'datasources.json': data.datasources,
})) {
  writeFileSync(`${dataDirectory}${file}`, `${JSON.stringify(value, null, 2)}\n`)
}
console.log(`Wrote ${data.published.length} published stories, ${data.drafts.length} drafts and ${data.folders.length} folders to ${dataDirectory}`)
