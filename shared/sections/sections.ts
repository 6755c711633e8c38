import { BLOG_POST_RELATIONS, readBlogPostTeaser } from '../content/readers/BlogPost'
import { readCaseStudyTeaser } from '../content/readers/CaseStudy'
import { readGlossaryEntryTeaser } from '../content/readers/GlossaryEntry'
import { readJobOpeningTeaser } from '../content/readers/JobOpening'
import { PAGE_RELATIONS, readPageTeaser } from '../content/readers/Page'
import { readPressClippingTeaser } from '../content/readers/PressClipping'
import { readPressItemTeaser } from '../content/readers/PressItem'
import { readPressPostTeaser } from '../content/readers/PressPost'
import { readReportTeaser } from '../content/readers/Report'
import { readTechArticleTeaser } from '../content/readers/TechArticle'
import type { Teaser } from '../content/readers/Teaser'
import { readWebinarTeaser } from '../content/readers/Webinar'
import { oncePerObject } from '../content/oncePerObject'
import type { Story } from '../content/storyblok'
import type { TemplateText } from '../i18n/messages/Messages'
import { NEIGHBOUR_NAMES, type NeighbourKind, type NeighbourText } from './neighbourNames'
import { SECTION_NAMES, type SiteSection } from './sectionNames'

/** Cards per page of a paged list. */
const CARDS_PER_PAGE = 12
const NEWEST_FIRST = 'first_published_at:desc'

/** A content type listed in a section. */
interface ContentTypeRow {
  /** The Storyblok component of its stories. */
  component: string
  /** The page kind of its own page; absent when its stories have no page (clippings, job openings). */
  pageKind?: string
  /** Its one teaser reader: cards, link previews and structured data. */
  readTeaser(story: Story): Teaser
  /** Storyblok `resolve_relations` its page needs. */
  relations?: string
  /** The schema.org type of its structured data. */
  schemaType?: string
  /** A card's overline when the story has none of its own. */
  cardLabel?: (text: TemplateText) => string
  /** What its stories call their previous and next story, in a section that links them (`adjacent`). */
  neighbours?: NeighbourKind
}

/**
 * How a list is paged: `tabs` (`/blog`, `/blog/2/all`, `/blog/1/{category}`), `numbered`
 * (`/press`, `/press/page/2`) or `single` (one page holding the whole folder, read in full).
 */
type Paging = { kind: 'tabs'; perPage: number } | { kind: 'numbered'; perPage: number; pagesPath: string } | { kind: 'single' }

/** A route to one story of the section, below its base path. */
export interface StoryRoute {
  /** `/:slug`, `/posts/:slug`. */
  path: string
  /** Folders below the language folder where the story may be, read in parallel; the first found wins. */
  folders: readonly string[]
  /** The components this route shows; all the section's types with a page when absent. */
  components?: readonly string[]
}

interface SectionRow {
  /** Its key; its name in breadcrumbs, list titles and feeds is its row in sectionNames.ts. */
  id: SiteSection
  /** The list's address below the language prefix. */
  basePath: string
  /** The page kind of its list. */
  listKind: string
  /** The Storyblok folder below the language folder. */
  folder: string
  /** Which configured languages have the section: site languages, or press languages. */
  availability: 'site' | 'press'
  types: readonly ContentTypeRow[]
  /** The datasource whose values are the list's category tabs (the stories' `category`). */
  categories: string | null
  paging: Paging
  /** Storyblok `sort_by`; position order when null. */
  sortBy: string | null
  storyRoutes: readonly StoryRoute[]
  /** Story pages show the previous and next story of the folder, and their category. */
  adjacent: boolean
  /** The section whose RSS feed its pages advertise (its own id: it has a feed); null for none. */
  feed: string | null
  /**
   * A date field after which a story leaves the list (left out by the list's query itself, so
   * ended stories cost no reads); its types have no `unlisted` switch, as a query takes one `__or`.
   */
  listedUntil?: string
}

const SECTION_ROWS = [
  {
    id: 'pages',
    basePath: '/pages',
    listKind: 'pagesIndex',
    folder: 'pages',
    availability: 'site',
    types: [{ component: 'page', pageKind: 'page', readTeaser: readPageTeaser, relations: PAGE_RELATIONS }],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: null,
    storyRoutes: [{ path: '/:slug', folders: ['pages'] }],
    adjacent: false,
    feed: null,
  },
  {
    id: 'blog',
    basePath: '/blog',
    listKind: 'blogList',
    folder: 'blog',
    availability: 'site',
    types: [
      {
        component: 'blog_post',
        pageKind: 'blogArticle',
        readTeaser: readBlogPostTeaser,
        relations: BLOG_POST_RELATIONS,
        schemaType: 'BlogPosting',
        neighbours: 'article',
      },
    ],
    categories: 'blog-categories',
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['blog'] }],
    adjacent: true,
    feed: 'blog',
  },
  {
    id: 'case',
    basePath: '/case',
    listKind: 'caseList',
    folder: 'case',
    availability: 'site',
    types: [{ component: 'case_study', pageKind: 'caseStudy', readTeaser: readCaseStudyTeaser, schemaType: 'Article', neighbours: 'caseStudy' }],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['case'] }],
    adjacent: true,
    feed: null,
  },
  {
    id: 'glossary',
    basePath: '/glossary',
    listKind: 'glossaryList',
    folder: 'glossary',
    availability: 'site',
    types: [{ component: 'glossary_entry', pageKind: 'glossaryEntry', readTeaser: readGlossaryEntryTeaser, schemaType: 'Article' }],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: 'name:asc',
    storyRoutes: [{ path: '/:slug', folders: ['glossary'] }],
    adjacent: false,
    feed: null,
  },
  {
    id: 'open-positions',
    basePath: '/open-positions',
    listKind: 'jobOpenings',
    folder: 'open-positions',
    availability: 'site',
    types: [{ component: 'job_opening', readTeaser: readJobOpeningTeaser, schemaType: 'JobPosting' }],
    categories: null,
    paging: { kind: 'single' },
    sortBy: null,
    storyRoutes: [],
    adjacent: false,
    feed: null,
    listedUntil: 'valid_through',
  },
  {
    id: 'press',
    basePath: '/press',
    listKind: 'pressList',
    folder: 'press',
    availability: 'press',
    types: [
      {
        component: 'press_item',
        pageKind: 'pressItem',
        readTeaser: readPressItemTeaser,
        schemaType: 'NewsArticle',
        cardLabel: (text) => text.pressReleases,
        neighbours: 'pressRelease',
      },
      { component: 'press_post', pageKind: 'pressPost', readTeaser: readPressPostTeaser, schemaType: 'NewsArticle', neighbours: 'article' },
    ],
    categories: null,
    paging: { kind: 'numbered', perPage: CARDS_PER_PAGE, pagesPath: '/press/page' },
    sortBy: NEWEST_FIRST,
    // Links show press posts at /press/{slug}: that address looks in both folders.
    storyRoutes: [
      { path: '/posts/:slug', folders: ['press/posts'], components: ['press_post'] },
      { path: '/:slug', folders: ['press', 'press/posts'] },
    ],
    adjacent: true,
    feed: 'press',
  },
  {
    id: 'clippings',
    basePath: '/press/clippings',
    listKind: 'clippingsList',
    folder: 'press/clippings',
    availability: 'press',
    types: [{ component: 'press_clipping', readTeaser: readPressClippingTeaser }],
    categories: null,
    paging: { kind: 'numbered', perPage: CARDS_PER_PAGE, pagesPath: '/press/clippings' },
    sortBy: NEWEST_FIRST,
    storyRoutes: [],
    adjacent: false,
    feed: 'press',
  },
  {
    id: 'reports',
    basePath: '/reports',
    listKind: 'reportsList',
    folder: 'reports',
    availability: 'site',
    types: [{ component: 'report', pageKind: 'report', readTeaser: readReportTeaser, schemaType: 'Report', neighbours: 'report' }],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['reports'] }],
    adjacent: true,
    feed: null,
  },
  {
    id: 'tech',
    basePath: '/tech',
    listKind: 'techList',
    folder: 'tech',
    availability: 'site',
    types: [{ component: 'tech_article', pageKind: 'techArticle', readTeaser: readTechArticleTeaser, schemaType: 'TechArticle', neighbours: 'article' }],
    categories: 'tech-categories',
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['tech'] }],
    adjacent: true,
    feed: 'tech',
  },
  {
    id: 'webinars',
    basePath: '/webinars',
    listKind: 'webinarList',
    folder: 'webinars',
    availability: 'site',
    types: [{ component: 'webinar', pageKind: 'webinar', readTeaser: readWebinarTeaser, schemaType: 'Article', neighbours: 'webinar' }],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['webinars'] }],
    adjacent: true,
    feed: null,
  },
] as const satisfies readonly SectionRow[]

type Row = (typeof SECTION_ROWS)[number]

/** The page kinds of the sections' lists. */
export type SectionListKind = Row['listKind']
/** The page kinds of the sections' stories. */
export type SectionStoryKind = Extract<Row['types'][number], { pageKind: string }>['pageKind']
type SectionId = Row['id']

export interface Section extends SectionRow {
  id: SectionId
  listKind: SectionListKind
  types: readonly ContentType[]
}

export interface ContentType extends ContentTypeRow {
  pageKind?: SectionStoryKind
}

/**
 * Every section of the site, the one place that declares them: routing builds the route table
 * from it, the loaders read its folders, and breadcrumbs, cards and SEO read its names and
 * content types. Adding a section: a row here, a model with its teaser reader, a template.
 */
export const SECTIONS: readonly Section[] = SECTION_ROWS

/** The content types of every section, by component. */
const CONTENT_TYPES: ReadonlyMap<string, ContentType> = new Map(SECTIONS.flatMap((section) => section.types.map((type) => [type.component, type] as const)))

/** The content type of a story's component; a page when the component is not a section's. */
export function contentTypeOf(story: Story): ContentType {
  const component = story.content?.component
  return (typeof component === 'string' ? CONTENT_TYPES.get(component) : undefined) ?? (CONTENT_TYPES.get('page') as ContentType)
}

/** A story's teaser, read once per story object (published stories are shared, unchanged, by every request of their version). */
export const teaserOf = oncePerObject((story: Story): Teaser => contentTypeOf(story).readTeaser(story))

export function sectionById(id: string): Section {
  const section = SECTIONS.find((candidate) => candidate.id === id)
  if (!section) throw new Error(`No section ${id}`)
  return section
}

export function sectionOfList(kind: SectionListKind): Section {
  return SECTIONS.find((section) => section.listKind === kind) as Section
}

/** A section's name in a language, from the message catalogue. */
export function sectionName(section: Section, language: string): string {
  const names = SECTION_NAMES[section.id]
  // A language outside the catalogue reads English, as messagesFor does.
  return Object.hasOwn(names, language) ? names[language as keyof typeof names] : names.en
}

/** What a story calls its previous and next story (its content type's `neighbours`; 'article' when it names none), in a language. */
export function neighbourText(story: Story, language: string): NeighbourText {
  const names = NEIGHBOUR_NAMES[contentTypeOf(story).neighbours ?? 'article']
  // A language outside the catalogue reads English, as messagesFor does.
  return Object.hasOwn(names, language) ? names[language as keyof typeof names] : names.en
}

/** The tab value of an unfiltered list. */
export const ALL_TAB = 'all'

/** The path of a page of a section's list, below the language prefix; tab null is the unfiltered list. */
export function listPagePath(section: Section, page: number, tab: string | null): string {
  switch (section.paging.kind) {
    case 'tabs':
      return page === 1 && tab === null ? section.basePath : `${section.basePath}/${page}/${tab ?? ALL_TAB}`
    case 'numbered':
      return page === 1 ? section.basePath : `${section.paging.pagesPath}/${page}`
    case 'single':
      return section.basePath
  }
}
